import { wordsOfEveryLanguage } from '../languages/index.ts';

/** Every language's diminutive and feminine endings, with what gives the base word back ("gatito", "gata" → "gato"). */
export const DERIVED_FORMS: ReadonlyArray<readonly [ending: string, base: string]> = [
  ...wordsOfEveryLanguage('diminutiveEndings'),
  ...wordsOfEveryLanguage('feminineEndings'),
];

/** "gata" is a form of "gato", as the client chose to say it: shown as written, never "corrected". */
export function isDerivedForm(written: string, base: string): boolean {
  return DERIVED_FORMS.some(
    ([ending, replacement]) =>
      written.endsWith(ending) && written.slice(0, -ending.length) + replacement === base,
  );
}
