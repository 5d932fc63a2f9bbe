import { EN } from '../languages/en/index.ts';
import { AREA_NAME_PHRASES } from './area-names.ts';

/**
 * Body areas the assistant recognises, with the largest single piece that sits comfortably there
 * (scoring: "size suited to the placement", issue #4). `needsCue` areas are also everyday words
 * ("get back to me", "a skeleton hand"), so they only count after "on my", "left", "inner"...
 */
export interface BodyArea {
  maxCm: number;
  needsCue?: boolean;
}

const BODY_AREAS: Readonly<Record<string, BodyArea>> = {
  forearm: { maxCm: 25 },
  'upper arm': { maxCm: 28 },
  arm: { maxCm: 60, needsCue: true },
  elbow: { maxCm: 12 },
  // Decision 018: areas clients name that an artist quotes for on their own (small, and often painful).
  'elbow ditch': { maxCm: 10 },
  armpit: { maxCm: 12 },
  wrist: { maxCm: 8 },
  hand: { maxCm: 12, needsCue: true },
  fingers: { maxCm: 4 },
  shoulder: { maxCm: 22 },
  'shoulder blade': { maxCm: 25 },
  collarbone: { maxCm: 20 },
  chest: { maxCm: 40 },
  sternum: { maxCm: 25 },
  ribs: { maxCm: 35 },
  stomach: { maxCm: 35 },
  hip: { maxCm: 25 },
  flank: { maxCm: 40 },
  buttock: { maxCm: 30 },
  back: { maxCm: 75, needsCue: true },
  'upper back': { maxCm: 45 },
  'lower back': { maxCm: 35 },
  spine: { maxCm: 50 },
  neck: { maxCm: 15 },
  throat: { maxCm: 12 },
  'behind the ear': { maxCm: 6 },
  ear: { maxCm: 4 },
  thigh: { maxCm: 40 },
  calf: { maxCm: 30 },
  shin: { maxCm: 30 },
  knee: { maxCm: 15 },
  'behind the knee': { maxCm: 10 },
  ankle: { maxCm: 10 },
  foot: { maxCm: 15, needsCue: true },
  leg: { maxCm: 90, needsCue: true },
  face: { maxCm: 8, needsCue: true },
  // The inside of the lower lip takes a word or a tiny symbol; "lip" alone is also "lip balm".
  lip: { maxCm: 3, needsCue: true },
  head: { maxCm: 15 },
};

/** Every name of every area, in every language read. */
export const AREA_PHRASES: ReadonlyArray<readonly [string, string]> = AREA_NAME_PHRASES;

/**
 * The words of every area name in every language, which the spelling corrector reads typos towards ("forarm",
 * "antebraso", "unterarn"); its guards keep English words one edit from them ("venture", "ventre") as written.
 */
export const FUZZY_AREA_WORDS: readonly string[] = AREA_NAME_PHRASES.flatMap(([phrase]) => phrase.split(' '));

/** The English names clients give an area ("butt", "glute" for `buttock`), for matching an artist's rules. */
export function englishNamesOf(area: string): string[] {
  return EN.reading.areaNames.filter(([, canonical]) => canonical === area).map(([phrase]) => phrase);
}

/** Null for an area the engine does not know (a brief may come from the LLM adapter). */
export function bodyAreaFor(area: string): BodyArea | null {
  return Object.hasOwn(BODY_AREAS, area) ? BODY_AREAS[area]! : null;
}
