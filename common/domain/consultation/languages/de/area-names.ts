import { withWordsAround } from '../area-name-forms.ts';
import type { AreaName } from '../language-module.ts';

/** German "Arm", "Hand", "Fuss", "Wade" are also English words: only with an article or a preposition. */
// "uff de Wade", "aufm Arm": "de" and "aufm" are the article as Palatine, Hessian, Kölsch and Ruhr German say it.
const ARTICLES = [
  'am',
  'dem',
  'den',
  'der',
  'die',
  'de',
  'aufm',
  'uffm',
  'meinem',
  'meinen',
  'meiner',
  'meine',
];
/**
 * "am linken Arm", "auf der rechten Wade": a side between the article and the name still names the area. Not
 * "linke": its words join the spelling corrector's targets, and "like" is one letter from it.
 */
const SIDES = ['linken', 'rechten', 'linker', 'rechter'];
const GERMAN_ARTICLES = [
  ...ARTICLES,
  ...ARTICLES.flatMap((article) => SIDES.map((side) => `${article} ${side}`)),
];

/** How clients name each body area in German, mapped to the English canonical area (decision 018). */
export const AREA_NAMES: readonly AreaName[] = [
  ['unterarm', 'forearm'],
  ['oberarm', 'upper arm'],
  ['ellenbogen', 'elbow'],
  ['ellbogen', 'elbow'],
  ['armbeuge', 'elbow ditch'],
  ['ellenbeuge', 'elbow ditch'],
  ['achsel', 'armpit'],
  ['achselhöhle', 'armpit'],
  ['handgelenk', 'wrist'],
  ['handrücken', 'hand'],
  ['schulter', 'shoulder'],
  ['schulterblatt', 'shoulder blade'],
  ['schlüsselbein', 'collarbone'],
  ['brust', 'chest'],
  ['brustbein', 'sternum'],
  ['rippen', 'ribs'],
  ['rippe', 'ribs'],
  ['bauch', 'stomach'],
  ['hüfte', 'hip'],
  ['hüftknochen', 'hip'],
  ['flanke', 'flank'],
  ['gesäß', 'buttock'],
  ['pobacke', 'buttock'],
  ['rücken', 'back'],
  ['oberer rücken', 'upper back'],
  ['oberen rücken', 'upper back'],
  ['unterer rücken', 'lower back'],
  ['unteren rücken', 'lower back'],
  ['steißbein', 'lower back'],
  ['wirbelsäule', 'spine'],
  ['nacken', 'neck'],
  ['hals', 'neck'],
  ['kehle', 'throat'],
  ['hinter dem ohr', 'behind the ear'],
  ['hinterm ohr', 'behind the ear'],
  ['ohr', 'ear'],
  ['oberschenkel', 'thigh'],
  ['waden', 'calf'],
  ['schienbein', 'shin'],
  ['knie', 'knee'],
  ['kniescheibe', 'knee'],
  ['kniekehle', 'behind the knee'],
  ['knöchel', 'ankle'],
  ['fußgelenk', 'ankle'],
  ['fuß', 'foot'],
  ['füße', 'foot'],
  ['zeh', 'foot'],
  ['zehe', 'foot'],
  ['zehen', 'foot'],
  ['bein', 'leg'],
  ['gesicht', 'face'],
  ['lippe', 'lip'],
  ['augenbraue', 'face'],
  ['kopfhaut', 'head'],
  ['am kopf', 'head'],
  ['auf dem kopf', 'head'],
  ...withWordsAround(['arm', 'arm'], GERMAN_ARTICLES, []),
  ...withWordsAround(['hand', 'hand'], GERMAN_ARTICLES, []),
  ...withWordsAround(['fuss', 'foot'], GERMAN_ARTICLES, []),
  ...withWordsAround(['wade', 'calf'], GERMAN_ARTICLES, []),
  ...withWordsAround(['po', 'buttock'], GERMAN_ARTICLES, []),
];
