import type { AnswerLanguage } from '../../../contracts/studio-answers.ts';
import { STUDIO_ANSWERS_DE } from '../languages/de/studio-answers.ts';
import { STUDIO_ANSWERS_EN } from '../languages/en/studio-answers.ts';
import { STUDIO_ANSWERS_ES } from '../languages/es/studio-answers.ts';
import { STUDIO_ANSWERS_FR } from '../languages/fr/studio-answers.ts';
import { STUDIO_ANSWERS_IT } from '../languages/it/studio-answers.ts';
import { STUDIO_ANSWERS_PT } from '../languages/pt/studio-answers.ts';
import type { StudioAnswerWords } from './studio-answer-words.ts';

/** Each answer language's studio answers; moves onto the LanguageModule once every language is one folder. */
export const STUDIO_ANSWERS_BY_LANGUAGE: Readonly<Record<AnswerLanguage, StudioAnswerWords>> = {
  en: STUDIO_ANSWERS_EN,
  es: STUDIO_ANSWERS_ES,
  pt: STUDIO_ANSWERS_PT,
  fr: STUDIO_ANSWERS_FR,
  de: STUDIO_ANSWERS_DE,
  it: STUDIO_ANSWERS_IT,
};
