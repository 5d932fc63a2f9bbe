import { IBERIAN_AREA_PHRASES, OTHER_LANGUAGE_AREA_PHRASES } from './area-names-by-language.ts';

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
  head: { maxCm: 15 },
};

/** How clients name each area; singular forms only, the spelling corrector folds plurals ("ribs" → "rib"). */
const ENGLISH_AREA_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['forearm', 'forearm'],
  ['fore arm', 'forearm'],
  ['lower arm', 'forearm'],
  ['upper arm', 'upper arm'],
  ['bicep', 'upper arm'],
  ['tricep', 'upper arm'],
  ['arm', 'arm'],
  ['elbow', 'elbow'],
  ['elbow ditch', 'elbow ditch'],
  ['elbow crease', 'elbow ditch'],
  ['elbow pit', 'elbow ditch'],
  ['arm ditch', 'elbow ditch'],
  ['my ditch', 'elbow ditch'],
  ['the ditch', 'elbow ditch'],
  ['armpit', 'armpit'],
  ['arm pit', 'armpit'],
  ['underarm', 'armpit'],
  ['wrist', 'wrist'],
  ['hand', 'hand'],
  ['finger', 'fingers'],
  ['knuckle', 'fingers'],
  ['thumb', 'fingers'],
  ['pinky', 'fingers'],
  ['pinkie', 'fingers'],
  ['shoulder', 'shoulder'],
  ['shoulder blade', 'shoulder blade'],
  ['scapula', 'shoulder blade'],
  ['collarbone', 'collarbone'],
  ['collar bone', 'collarbone'],
  ['clavicle', 'collarbone'],
  ['chest', 'chest'],
  ['pec', 'chest'],
  ['pectoral', 'chest'],
  ['sternum', 'sternum'],
  ['underboob', 'sternum'],
  ['under my boob', 'sternum'],
  ['cleavage', 'sternum'],
  ['boob', 'chest'],
  ['under boob', 'sternum'],
  ['rib', 'ribs'],
  ['ribcage', 'ribs'],
  ['rib cage', 'ribs'],
  ['stomach', 'stomach'],
  ['belly', 'stomach'],
  ['tummy', 'stomach'],
  ['abdomen', 'stomach'],
  ['abs', 'stomach'],
  ['hip', 'hip'],
  ['hip bone', 'hip'],
  ['hipbone', 'hip'],
  ['love handle', 'hip'],
  ['waist', 'hip'],
  ['bikini line', 'hip'],
  ['flank', 'flank'],
  ['side boob', 'flank'],
  ['sideboob', 'flank'],
  ['side of my torso', 'flank'],
  ['side of my body', 'flank'],
  // "a snake down my side": "side" alone is the left or right of an area ("right side actually").
  ['down my side', 'flank'],
  ['along my side', 'flank'],
  ['buttock', 'buttock'],
  ['butt', 'buttock'],
  ['butt cheek', 'buttock'],
  ['buttcheek', 'buttock'],
  ['bum', 'buttock'],
  ['booty', 'buttock'],
  ['glute', 'buttock'],
  ['back', 'back'],
  ['upper back', 'upper back'],
  ['between my shoulder blade', 'upper back'],
  ['between the shoulder blade', 'upper back'],
  ['lower back', 'lower back'],
  ['spine', 'spine'],
  ['neck', 'neck'],
  ['nape', 'neck'],
  ['throat', 'throat'],
  ['behind the ear', 'behind the ear'],
  ['behind my ear', 'behind the ear'],
  ['behind ear', 'behind the ear'],
  ['ear', 'ear'],
  ['thigh', 'thigh'],
  ['calf', 'calf'],
  ['shin', 'shin'],
  ['knee', 'knee'],
  ['kneecap', 'knee'],
  ['behind the knee', 'behind the knee'],
  ['kneepit', 'behind the knee'],
  ['knee pit', 'behind the knee'],
  ['knee ditch', 'behind the knee'],
  ['ankle', 'ankle'],
  ['foot', 'foot'],
  ['feet', 'foot'],
  ['toe', 'foot'],
  ['heel', 'foot'],
  ['leg', 'leg'],
  ['face', 'face'],
  ['jawline', 'face'],
  ['forehead', 'face'],
  ['eyebrow', 'face'],
  ['cheekbone', 'face'],
  // "head" alone is a design ("wolf head", "my dog's head"): the scalp, or the head with "on".
  ['scalp', 'head'],
  ['on my head', 'head'],
  ['on the head', 'head'],
  ['side of my head', 'head'],
  ['back of my head', 'head'],
];

/** Every name of every area, in every language read (area-names-by-language.ts). */
export const AREA_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ...ENGLISH_AREA_PHRASES,
  ...IBERIAN_AREA_PHRASES,
  ...OTHER_LANGUAGE_AREA_PHRASES,
];

/** The words the spelling corrector may correct towards by one edit ("forarm" → "forearm"). */
export const FUZZY_AREA_WORDS: readonly string[] = [...ENGLISH_AREA_PHRASES, ...IBERIAN_AREA_PHRASES].flatMap(
  ([phrase]) => phrase.split(' '),
);

/** The English names clients give an area ("butt", "glute" for `buttock`), for matching an artist's rules. */
export function englishNamesOf(area: string): string[] {
  return ENGLISH_AREA_PHRASES.filter(([, canonical]) => canonical === area).map(([phrase]) => phrase);
}

/** Null for an area the engine does not know (a brief may come from the LLM adapter). */
export function bodyAreaFor(area: string): BodyArea | null {
  return Object.hasOwn(BODY_AREAS, area) ? BODY_AREAS[area]! : null;
}
