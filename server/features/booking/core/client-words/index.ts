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

/**
 * The decline the artist starts from (issue #14), in the client's language so what they send is read; signed
 * with the artist's name when they have one.
 */
export function declineTemplate({
  clientName,
  artistName,
  language,
}: {
  clientName: string | null;
  artistName: string | null;
  language: string | null;
}): string {
  const text = clientWords(language).declined.template(firstName(clientName));
  return artistName ? `${text}\n\n${artistName}` : text;
}

export type { ClientEmailWords } from './client-words.ts';
