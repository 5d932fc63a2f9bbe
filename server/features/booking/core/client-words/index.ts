import type { ClientEmailWords, ClientLanguage } from './client-words.ts';
import { isClientLanguage } from './client-words.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import { PT } from './pt.ts';

/** One catalogue per language the assistant speaks: a language added there without its emails fails tsc here. */
const CATALOGUES: Readonly<Record<ClientLanguage, ClientEmailWords>> = {
  en: EN,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
};

/** The words of a client's emails in the lead's stored language; English for an unknown or missing one. */
export function clientWords(language: string | null | undefined): ClientEmailWords {
  return isClientLanguage(language) ? CATALOGUES[language] : EN;
}

/** The name a client's greeting uses: the first word of the name they gave, none when they gave none. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

export type { ClientEmailWords } from './client-words.ts';
