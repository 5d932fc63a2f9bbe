import { ANSWER_LANGUAGES, type AnswerLanguage } from '#common/contracts/studio-answers.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import { PT } from './pt.ts';
import type { RequestPageWords } from './request-page-words.ts';

/** One catalogue per language the assistant speaks: a language added there without its page fails tsc here. */
const CATALOGUES: Readonly<Record<AnswerLanguage, RequestPageWords>> = {
  en: EN,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
};

const isPageLanguage = (code: string): code is AnswerLanguage =>
  (ANSWER_LANGUAGES as readonly string[]).includes(code);

/**
 * The page's words: the request's language once it has loaded (the API gives it), else the browser's, for the
 * notices shown when there is no request to read it from; English for any other.
 */
export function requestPageWords(language?: string): RequestPageWords {
  const code = (language ?? navigator.language).slice(0, 2).toLowerCase();
  return isPageLanguage(code) ? CATALOGUES[code] : EN;
}

export type { RequestPageWords } from './request-page-words.ts';
