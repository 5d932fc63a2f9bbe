/**
 * The body areas of body-areas.ts as clients name them in the other languages the engine reads: Spanish and
 * Portuguese (issue #11), French, German and Italian (decision 018). Each name maps to the English canonical
 * area, so a placement reads the same whatever the language. Names are written once, with their accents;
 * the forms clients also type are generated: without accents ("epaule", "rucken", "ruecken"), with the
 * Portuguese article that is also a "no" ("no braço", read whole so it is never a negation), and with the
 * French and Italian elisions the tokenizer glues on ("l'avant-bras" → "lavant bras", "sull'avambraccio").
 */
type AreaNames = ReadonlyArray<readonly [string, string]>;

const SPANISH: AreaNames = [
  ['antebrazo', 'forearm'],
  ['brazo', 'arm'],
  ['parte superior del brazo', 'upper arm'],
  ['bíceps', 'upper arm'],
  ['tríceps', 'upper arm'],
  ['codo', 'elbow'],
  ['pliegue del codo', 'elbow ditch'],
  ['flexura del codo', 'elbow ditch'],
  ['axila', 'armpit'],
  ['sobaco', 'armpit'],
  ['muñeca', 'wrist'],
  ['pulso', 'wrist'],
  ['mano', 'hand'],
  ['dedo', 'fingers'],
  ['nudillo', 'fingers'],
  ['hombro', 'shoulder'],
  ['omóplato', 'shoulder blade'],
  ['omoplato', 'shoulder blade'],
  ['escápula', 'shoulder blade'],
  ['clavícula', 'collarbone'],
  ['pecho', 'chest'],
  ['esternón', 'sternum'],
  ['costillas', 'ribs'],
  ['costilla', 'ribs'],
  ['costado', 'ribs'],
  ['abdomen', 'stomach'],
  ['panza', 'stomach'],
  ['barriga', 'stomach'],
  ['estómago', 'stomach'],
  ['vientre', 'stomach'],
  ['cadera', 'hip'],
  ['hueso de la cadera', 'hip'],
  ['cintura', 'hip'],
  ['flanco', 'flank'],
  ['nalga', 'buttock'],
  ['glúteo', 'buttock'],
  ['pompis', 'buttock'],
  ['trasero', 'buttock'],
  ['espalda', 'back'],
  ['espalda baja', 'lower back'],
  ['parte baja de la espalda', 'lower back'],
  ['zona lumbar', 'lower back'],
  ['espalda alta', 'upper back'],
  ['parte alta de la espalda', 'upper back'],
  ['entre los omóplatos', 'upper back'],
  ['columna', 'spine'],
  ['cuello', 'neck'],
  ['nuca', 'neck'],
  ['garganta', 'throat'],
  ['detrás de la oreja', 'behind the ear'],
  ['detrás de mi oreja', 'behind the ear'],
  ['oreja', 'ear'],
  ['muslo', 'thigh'],
  ['pantorrilla', 'calf'],
  ['gemelo', 'calf'],
  ['espinilla', 'shin'],
  ['rodilla', 'knee'],
  ['corva', 'behind the knee'],
  ['tobillo', 'ankle'],
  ['pie', 'foot'],
  ['empeine', 'foot'],
  ['dedo del pie', 'foot'],
  ['dedos del pie', 'foot'],
  ['pierna', 'leg'],
  ['cara', 'face'],
  ['rostro', 'face'],
  ['mandíbula', 'face'],
  ['ceja', 'face'],
  ['cuero cabelludo', 'head'],
  ['en la cabeza', 'head'],
];

const PORTUGUESE: AreaNames = [
  ['antebraço', 'forearm'],
  ['braço', 'arm'],
  ['parte de cima do braço', 'upper arm'],
  ['cotovelo', 'elbow'],
  ['dobra do cotovelo', 'elbow ditch'],
  ['dobra do braço', 'elbow ditch'],
  ['axila', 'armpit'],
  ['sovaco', 'armpit'],
  ['pulso', 'wrist'],
  ['punho', 'wrist'],
  ['mão', 'hand'],
  ['dedo', 'fingers'],
  ['ombro', 'shoulder'],
  ['omoplata', 'shoulder blade'],
  ['escápula', 'shoulder blade'],
  ['clavícula', 'collarbone'],
  ['peito', 'chest'],
  ['esterno', 'sternum'],
  ['costela', 'ribs'],
  ['costelas', 'ribs'],
  ['barriga', 'stomach'],
  ['abdômen', 'stomach'],
  ['quadril', 'hip'],
  ['osso do quadril', 'hip'],
  ['cintura', 'hip'],
  ['bunda', 'buttock'],
  ['bumbum', 'buttock'],
  ['nádega', 'buttock'],
  ['glúteo', 'buttock'],
  ['costas', 'back'],
  ['lombar', 'lower back'],
  ['parte de baixo das costas', 'lower back'],
  ['parte inferior das costas', 'lower back'],
  ['parte de cima das costas', 'upper back'],
  ['parte superior das costas', 'upper back'],
  ['coluna', 'spine'],
  ['pescoço', 'neck'],
  ['nuca', 'neck'],
  ['garganta', 'throat'],
  ['atrás da orelha', 'behind the ear'],
  ['orelha', 'ear'],
  ['coxa', 'thigh'],
  ['panturrilha', 'calf'],
  ['canela', 'shin'],
  ['joelho', 'knee'],
  ['tornozelo', 'ankle'],
  ['pé', 'foot'],
  ['pés', 'foot'],
  ['dedo do pé', 'foot'],
  // "peito do pé" is the top of the foot, not the chest.
  ['peito do pé', 'foot'],
  ['dedos do pé', 'foot'],
  ['perna', 'leg'],
  ['rosto', 'face'],
  ['mandíbula', 'face'],
  ['sobrancelha', 'face'],
  ['couro cabeludo', 'head'],
  // "cabeça" alone is a design ("cabeça de lobo"): only "na cabeça".
  ['na cabeça', 'head'],
];

/** French words that are also English or Spanish ones ("main", "bras", "dos" = two): only with an article. */
const FRENCH_ARTICLES = ['le', 'la', 'les', 'mon', 'ma', 'mes', 'ton', 'ta', 'son', 'sa', 'du', 'au', 'aux'];
const FRENCH_SIDES = ['gauche', 'droit', 'droite'];

const FRENCH: AreaNames = [
  ['avant bras', 'forearm'],
  ['haut du bras', 'upper arm'],
  ['coude', 'elbow'],
  ['pli du coude', 'elbow ditch'],
  ['creux du coude', 'elbow ditch'],
  ['aisselle', 'armpit'],
  ['poignet', 'wrist'],
  ['doigt', 'fingers'],
  ['épaule', 'shoulder'],
  ['omoplate', 'shoulder blade'],
  ['clavicule', 'collarbone'],
  ['poitrine', 'chest'],
  ['torse', 'chest'],
  ['côtes', 'ribs'],
  ['ventre', 'stomach'],
  ['hanche', 'hip'],
  ['os de la hanche', 'hip'],
  ['flanc', 'flank'],
  ['fesse', 'buttock'],
  ['fesses', 'buttock'],
  ['bas du dos', 'lower back'],
  ['creux des reins', 'lower back'],
  ['haut du dos', 'upper back'],
  ['entre les omoplates', 'upper back'],
  ['colonne', 'spine'],
  ['colonne vertébrale', 'spine'],
  ['nuque', 'neck'],
  ['cou', 'neck'],
  ['gorge', 'throat'],
  ["derrière l'oreille", 'behind the ear'],
  ['oreille', 'ear'],
  ['cuisse', 'thigh'],
  ['mollet', 'calf'],
  ['tibia', 'shin'],
  ['genou', 'knee'],
  ['cheville', 'ankle'],
  ['pied', 'foot'],
  ['orteil', 'foot'],
  ['jambe', 'leg'],
  ['visage', 'face'],
  ['mâchoire', 'face'],
  ['sourcil', 'face'],
  ['cuir chevelu', 'head'],
  ['crâne', 'head'],
  ['sur la tête', 'head'],
  ...withWordsAround(['bras', 'arm'], FRENCH_ARTICLES, FRENCH_SIDES),
  ...withWordsAround(['main', 'hand'], FRENCH_ARTICLES, FRENCH_SIDES),
  ...withWordsAround(['dos', 'back'], FRENCH_ARTICLES, []),
];

/** German "Arm", "Hand", "Fuss", "Wade" are also English words: only with an article or a preposition. */
const GERMAN_ARTICLES = ['am', 'dem', 'den', 'der', 'die', 'meinem', 'meinen', 'meiner', 'meine'];

const GERMAN: AreaNames = [
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

const ITALIAN: AreaNames = [
  ['avambraccio', 'forearm'],
  ['braccio', 'arm'],
  ['bicipite', 'upper arm'],
  ['gomito', 'elbow'],
  ['piega del gomito', 'elbow ditch'],
  ['incavo del gomito', 'elbow ditch'],
  ['ascella', 'armpit'],
  ['polso', 'wrist'],
  ['mano', 'hand'],
  ['dito', 'fingers'],
  ['dita', 'fingers'],
  ['spalla', 'shoulder'],
  ['scapola', 'shoulder blade'],
  ['clavicola', 'collarbone'],
  ['petto', 'chest'],
  ['sterno', 'sternum'],
  ['costole', 'ribs'],
  ['costola', 'ribs'],
  ['pancia', 'stomach'],
  ['addome', 'stomach'],
  ['fianco', 'hip'],
  ['anca', 'hip'],
  ["osso dell'anca", 'hip'],
  ['gluteo', 'buttock'],
  ['natica', 'buttock'],
  ['chiappa', 'buttock'],
  ['sedere', 'buttock'],
  ['schiena', 'back'],
  ['parte bassa della schiena', 'lower back'],
  ['bassa schiena', 'lower back'],
  ['zona lombare', 'lower back'],
  ['parte alta della schiena', 'upper back'],
  ['colonna vertebrale', 'spine'],
  ['collo', 'neck'],
  ['nuca', 'neck'],
  ['gola', 'throat'],
  ["dietro l'orecchio", 'behind the ear'],
  ["dietro all'orecchio", 'behind the ear'],
  ['orecchio', 'ear'],
  ['coscia', 'thigh'],
  ['polpaccio', 'calf'],
  ['stinco', 'shin'],
  ['ginocchio', 'knee'],
  ['caviglia', 'ankle'],
  ['piede', 'foot'],
  ['dito del piede', 'foot'],
  ['alluce', 'foot'],
  ['gamba', 'leg'],
  ['viso', 'face'],
  ['faccia', 'face'],
  ['mascella', 'face'],
  ['sopracciglio', 'face'],
  ['cuoio capelluto', 'head'],
  ['sulla testa', 'head'],
];

/** "no braço", "nas costas": read whole, because the article "no" is also the negation "no". */
const PORTUGUESE_ARTICLES = ['no', 'na', 'nos', 'nas'];
/** Elided articles and prepositions glued to a vowel ("l'épaule" → "lépaule", "dell'avambraccio"). */
export const FRENCH_ELISIONS = ['l', 'd'];
export const ITALIAN_ELISIONS = ['l', 'dell', 'sull', 'nell', 'all', 'dall'];
/** The elisions that mean "of": "l'intérieur de l'avant-bras", "parte interna dell'avambraccio". */
export const ELIDED_OF = new Set(['d', 'dell', 'dall']);

/** Spanish and Portuguese names (issue #11): their words are also worth correcting by one edit ("antebrazzo"). */
export const IBERIAN_AREA_PHRASES: AreaNames = [
  ...SPANISH,
  ...PORTUGUESE,
  ...PORTUGUESE.flatMap(([name, area]) =>
    PORTUGUESE_ARTICLES.map((article) => [`${article} ${name}`, area] as const),
  ),
].flatMap(withSpellings);

/**
 * French, German and Italian names (decision 018), read only as written: one edit away from them lie English
 * words ("venture" → "ventre"), so the spelling corrector does not correct towards them.
 */
export const OTHER_LANGUAGE_AREA_PHRASES: AreaNames = [
  ...withElisions(FRENCH, FRENCH_ELISIONS),
  ...GERMAN,
  ...withElisions(ITALIAN, ITALIAN_ELISIONS),
].flatMap(withSpellings);

function withSpellings([name, area]: readonly [string, string]): AreaNames {
  return spellings(name).map((spelling) => [spelling, area] as const);
}

/** "le bras", "mon bras", "bras gauche": a name that needs an article before or a side after it. */
function withWordsAround(
  [name, area]: readonly [string, string],
  before: readonly string[],
  after: readonly string[],
): AreaNames {
  return [
    ...before.map((word) => [`${word} ${name}`, area] as const),
    ...after.map((word) => [`${name} ${word}`, area] as const),
  ];
}

/** The name as written, plus each elided form of a name opening with a vowel or an h. */
function withElisions(names: AreaNames, elisions: readonly string[]): AreaNames {
  return names.flatMap(([name, area]) => [
    [name, area] as const,
    ...(/^[aeiouhéèê]/.test(name) ? elisions.map((elision) => [`${elision}${name}`, area] as const) : []),
  ]);
}

/**
 * A name with an apostrophe glued as the tokenizer reads it ("l'oreille" → "loreille"), and its spellings
 * without accents: "épaule" → "epaule", "rücken" → "rucken" and "ruecken", "fuß" → "fuss". Forms shorter
 * than three letters are left out ("pé" → "pe" is an English word).
 */
export function spellings(name: string): string[] {
  const written = name.replaceAll("'", '');
  const bare = written
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  const umlautsAsE = written
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
  return [...new Set([written, bare, umlautsAsE])].filter(
    (spelling) => spelling === written || spelling.length >= 3,
  );
}
