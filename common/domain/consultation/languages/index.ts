import { spelledSet } from '../text/spellings.ts';
import { DE } from './de/index.ts';
import { EN } from './en/index.ts';
import { ES } from './es/index.ts';
import { FR } from './fr/index.ts';
import { IT } from './it/index.ts';
import type { DialogueWords, LanguageModule, ReadingWords } from './language-module.ts';
import { PT } from './pt/index.ts';

/**
 * Every language the engine knows (issue #23 item 0). Adding one is a folder beside these and a line here;
 * the order is the order in which the readers take each language's words (English first).
 */
export const LANGUAGES: readonly LanguageModule[] = [EN, ES, PT, FR, DE, IT];

const BY_CODE: ReadonlyMap<string, LanguageModule> = new Map(
  LANGUAGES.map((module) => [module.code, module]),
);

/** The module of a language code, or null for a language the engine does not know. */
export function languageModule(code: string | null): LanguageModule | null {
  return (code && BY_CODE.get(code)) || null;
}

/** One kind of reading word from every language, in registry order: the general readers' vocabulary. */
export function wordsOfEveryLanguage<K extends keyof ReadingWords>(
  kind: K,
): Array<ReadingWords[K] extends ReadonlyArray<infer T> ? T : never> {
  return LANGUAGES.flatMap((module) => module.reading[kind] as ReadonlyArray<never>);
}

/** One kind of dialogue word from every language, each written once and read in all its spellings. */
export function dialogueWordsOfEveryLanguage(kind: keyof DialogueWords): ReadonlySet<string> {
  return spelledSet(LANGUAGES.flatMap((module) => module.dialogue[kind] as readonly unknown[]).map(String));
}

export type { LanguageModule } from './language-module.ts';
