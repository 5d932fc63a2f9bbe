import type { ClientLanguage } from '../client-words.ts';
import { isClientLanguage } from '../client-words.ts';
import type { AftercareEmailWords } from './aftercare-words.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { IT } from './it.ts';
import { PT } from './pt.ts';

/** Every language the client's other emails speak: one missing fails tsc here (decision 051). */
const CATALOGUES: Readonly<Record<ClientLanguage, AftercareEmailWords>> = {
  en: EN,
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
};

/** The after-session words in the lead's language; English for an unknown or missing one. */
export function aftercareWords(language: string | null | undefined): AftercareEmailWords {
  return isClientLanguage(language) ? CATALOGUES[language] : EN;
}

export type { AftercareEmailWords } from './aftercare-words.ts';
