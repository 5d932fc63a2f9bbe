import { wordsOfEveryLanguage } from '../languages/index.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { spelledSet } from '../text/spellings.ts';
import { range, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { bodyAreaFor } from './body-areas.ts';
import type { Finding } from './finding.ts';
import { AREA_MATCHER, DETERMINERS, SUB_AREA_WORDS } from './parse-placement.ts';
import { RANGE_TO_WORDS } from './range-words.ts';

/**
 * The stretch of a limb between two of its landmarks, either way round: "from my shoulder to my elbow" is the
 * upper arm, "de l'épaule au coude" too. Body geometry, not wording: each pair is named once, in the engine's
 * English area names, and every language's area names and "to" reach it.
 */
const SEGMENTS: ReadonlyArray<readonly [string, string, string]> = [
  ['shoulder', 'elbow', 'upper arm'],
  ['elbow', 'wrist', 'forearm'],
  ['elbow', 'hand', 'forearm'],
  // The inside of the elbow is a landmark as the elbow is: "do pulso até a dobra do cotovelo".
  ['elbow ditch', 'wrist', 'forearm'],
  ['elbow ditch', 'shoulder', 'upper arm'],
  ['shoulder', 'wrist', 'arm'],
  ['shoulder', 'hand', 'arm'],
  ['hip', 'knee', 'thigh'],
  ['knee', 'ankle', 'shin'],
  ['knee', 'foot', 'shin'],
  ['hip', 'ankle', 'leg'],
  ['neck', 'lower back', 'spine'],
  ['neck', 'upper back', 'upper back'],
  ['hip', 'ribs', 'flank'],
  ['hip', 'armpit', 'flank'],
  ['ribs', 'armpit', 'ribs'],
];

export interface BodySpan {
  /** The area between the landmarks ("upper arm"). */
  area: string;
  /** The landmarks as the artist reads them: "shoulder to elbow". */
  text: string;
  /** The largest piece the stretch holds, as a size. */
  cm: number;
}

const TO_THE = spelledSet(wordsOfEveryLanguage('toTheWords'));
/**
 * "hip bone", "the crease of my elbow", "a dobra do cotovelo": the part of a landmark that marks it, between it and
 * the "to" or before the second landmark.
 */
const LANDMARK_PARTS = new Set([
  ...['bone', 'bones', 'hueso', 'osso', 'os', 'knochen'],
  ...['crease', 'dobra', 'pliegue', 'pli', 'piega', 'beuge'],
]);
const ALONG_WORDS = spelledSet(wordsOfEveryLanguage('alongWords'));

/** "from my shoulder to my elbow", "vom Ellbogen bis zum Handgelenk": the stretch named, or null. */
export function parseBodySpan(tokens: readonly Token[]): Finding<BodySpan> | null {
  const areas = AREA_MATCHER.findAll(tokens);
  for (const [index, from] of areas.entries()) {
    const to = areas[index + 1];
    if (!to || !joinsAsSpan(tokens, from.end, to.start)) continue;
    const segment = SEGMENTS.find(
      ([a, b]) => (a === from.value && b === to.value) || (a === to.value && b === from.value),
    );
    if (!segment) continue;
    const area = segment[2];
    return {
      value: { area, text: `${from.value} to ${to.value}`, cm: bodyAreaFor(area)?.maxCm ?? 0 },
      start: from.start,
      end: to.end,
    };
  }
  return null;
}

/**
 * A "to" lies between the two landmarks, with nothing else but determiners and the words that carry a line along
 * the body ("down", "all the way", "bis runter"): "from my hip down to my knee", "wrist all the way to elbow".
 */
function joinsAsSpan(tokens: readonly Token[], from: number, to: number): boolean {
  const between = range(from, to).map((index) => tokens[index]);
  if (between.some((token) => token?.kind !== 'word')) return false;
  const words = between.map((_, index) => wordAt(tokens, from + index));
  const isJoiner = (word: string) => RANGE_TO_WORDS.has(word) || TO_THE.has(word);
  return (
    words.some(isJoiner) &&
    // "from my hip bone up to my lower ribs": which part of a landmark says where the line ends, not another thing.
    words.every(
      (word) =>
        isJoiner(word) ||
        DETERMINERS.has(word) ||
        // "the crease [of] my elbow", "a dobra [do] cotovelo": the link to the landmark's part.
        (FUNCTION_WORDS.has(word) && words.some((other) => LANDMARK_PARTS.has(other))) ||
        ALONG_WORDS.has(word) ||
        SUB_AREA_WORDS.has(word) ||
        LANDMARK_PARTS.has(word),
    )
  );
}
