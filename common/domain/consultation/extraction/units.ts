import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';

export interface LengthUnit {
  short: 'cm' | 'mm' | 'in' | 'ft';
  toCm: number;
}

const CM: LengthUnit = { short: 'cm', toCm: 1 };
const MM: LengthUnit = { short: 'mm', toCm: 0.1 };
const INCH: LengthUnit = { short: 'in', toCm: 2.54 };
const FOOT: LengthUnit = { short: 'ft', toCm: 30.48 };

/** Singular forms: the spelling corrector folds "inches" and "centimetres" to these. */
export const LENGTH_UNITS: ReadonlyMap<string, LengthUnit> = new Map([
  ['cm', CM],
  ['cms', CM],
  ['centimeter', CM],
  ['centimetre', CM],
  // German writes it with a Z, two edits from "centimeter": too far for the corrector.
  ['zentimeter', CM],
  ['mm', MM],
  ['millimeter', MM],
  ['millimetre', MM],
  ['inch', INCH],
  // Inches in the other five languages: "2 Zoll", "3 pulgadas", "4 polegadas", "2 pouces", "3 pollici".
  ['zoll', INCH],
  ['pulgada', INCH],
  ['polegada', INCH],
  ['pouce', INCH],
  ['pollice', INCH],
  ['pollici', INCH],
  ['in', INCH],
  ['"', INCH],
  ['ft', FOOT],
  ['foot', FOOT],
  ['feet', FOOT],
]);

/** "5 in wide" is a size; "5 in the morning" or "17 in march" is not. */
const WORDS_AFTER_INCHES = new Set([
  'wide',
  'tall',
  'long',
  'high',
  'across',
  'by',
  'x',
  'or',
  'and',
  'max',
  'ish',
  'tops',
  'diameter',
  'square',
  'big',
]);

/** The length unit right after a number ("10cm", "4 inches", `5"`), if any. */
export function lengthUnitAt(tokens: readonly Token[], index: number): LengthUnit | null {
  const token = tokens[index];
  if (!token || (token.kind === 'symbol' && token.text !== '"')) return null;
  const unit = LENGTH_UNITS.get(token.text);
  if (!unit || token.text !== 'in') return unit ?? null;
  const next = tokens[index + 1];
  return next?.kind !== 'word' || WORDS_AFTER_INCHES.has(next.text) ? INCH : null;
}

/** Units that say a number is a duration, a share, a count or a dimension rather than money. */
export const NON_MONEY_WORDS = new Set([
  'year',
  'yr',
  'yrs',
  'yo',
  'month',
  'week',
  'day',
  'hour',
  'hr',
  'minute',
  'min',
  'am',
  'pm',
  'percent',
  'piece',
  'tattoo',
  'time',
  'session',
  'x',
  // The same durations in the other five languages: "20 minuti", "3 semanas", "2 Stunden".
  ...['minuto', 'minutos', 'minuti', 'minutes', 'minuten', 'hora', 'horas', 'ora', 'ore', 'heure', 'heures'],
  ...['stunde', 'stunden', 'día', 'días', 'dia', 'dias', 'giorno', 'giorni', 'jour', 'jours', 'tag', 'tage'],
  ...['semana', 'semanas', 'settimana', 'settimane', 'semaine', 'semaines', 'woche', 'wochen'],
]);

/** True when the number at `index` is followed by a length, duration or percent unit. */
export function hasNonMoneyUnit(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (next?.kind === 'symbol') return next.text === '%' || next.text === '"';
  return lengthUnitAt(tokens, index + 1) !== null || NON_MONEY_WORDS.has(wordAt(tokens, index + 1));
}
