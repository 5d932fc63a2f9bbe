import { LANGUAGES } from '../languages/index.ts';
import { createNumberReader } from '../text/number-words.ts';
import { CURRENCY_WORDS } from './budget-words.ts';
import { LENGTH_UNITS } from './units.ts';

/**
 * Numbers said in words in every language, fractions and vague counts, turned into number tokens before the
 * size, budget and age readers run, so they read "dreihundert Euro" as "300 Euro" (decision 047). A weak word
 * ("one", "un", "ein") is a number only before a multiplier or one of these words: "one inch", "un euro".
 */
export const readNumbers = createNumberReader(
  LANGUAGES.map((module) => module.numbers),
  new Set([...LENGTH_UNITS.keys(), ...CURRENCY_WORDS.keys()]),
);
