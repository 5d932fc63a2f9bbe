import type { BriefField, Placement, PlacementSide } from '../brief.ts';
import { withElidedForms } from '../languages/elided-forms.ts';
import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet, spellings } from '../text/spellings.ts';
import { foldAccents, stemKeys } from '../text/stem-keys.ts';
import {
  crossesSentenceEnd,
  hasWordBefore,
  isClauseBreak,
  isNegated,
  range,
  wordAt,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { ELIDED_OF, ELISIONS } from './area-names.ts';
import { AREA_PHRASES, bodyAreaFor } from './body-areas.ts';
import type { Finding } from './finding.ts';
import { CHANGE_CUE_MATCHER, INTENT_CUE_MATCHER } from './idea-words.ts';

export const AREA_MATCHER = createPhraseMatcher(AREA_PHRASES);

const SIDES: ReadonlyMap<string, PlacementSide> = new Map<string, PlacementSide>([
  ['left', 'left'],
  ['right', 'right'],
  ['both', 'both'],
  ['izquierdo', 'left'],
  ['izquierda', 'left'],
  ['derecho', 'right'],
  ['derecha', 'right'],
  ['esquerdo', 'left'],
  ['esquerda', 'left'],
  ['direito', 'right'],
  ['direita', 'right'],
  ['ambos', 'both'],
  ['ambas', 'both'],
  ['izq', 'left'],
  ['izda', 'left'],
  ['izdo', 'left'],
  ['dcha', 'right'],
  ['dcho', 'right'],
  ['esq', 'left'],
  // Decision 018: French, German and Italian sides ("bras gauche", "am linken Unterarm", "polso destro").
  ...withSpellingsOf(
    { left: ['gauche', 'linken', 'linker', 'linke', 'linkes', 'links', 'sinistro', 'sinistra'] },
    { right: ['droit', 'droite', 'rechten', 'rechter', 'rechte', 'rechtes', 'rechts', 'destro', 'destra'] },
    { both: ['beiden', 'beide', 'entrambi', 'entrambe'] },
  ),
]);
/** The sides in every language, for the spelling corrector: "isquierdo" is "izquierdo" (fresh-2026-11g). */
export const SIDE_WORDS: readonly string[] = [...SIDES.keys()];
/** "right now", "right away": not a side. */
const NOT_SIDE_AFTER_RIGHT = new Set(['now', 'away', 'there', 'here', 'after']);

/** A word directly before the area: "inner forearm", "outer thigh". */
const SUB_AREAS_BEFORE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    inner: 'inner',
    inside: 'inner',
    outer: 'outer',
    outside: 'outer',
    upper: 'upper',
    lower: 'lower',
    front: 'front',
    top: 'top',
    bottom: 'bottom',
    middle: 'middle',
    interior: 'inner',
    interno: 'inner',
    interna: 'inner',
    exterior: 'outer',
    externo: 'outer',
    externa: 'outer',
    // "am inneren Unterarm", "Innen-Unterarm"
    ...Object.fromEntries(
      withSpellingsOf(
        { inner: ['inneren', 'innere', 'inneres', 'innen'] },
        { outer: ['äußeren', 'äußere', 'äußeres', 'außen'] },
      ),
    ),
  }),
);
/** Romance adjectives follow the area: "antebrazo interno", "avant-bras intérieur", "polso interno". */
const SUB_AREAS_AFTER: ReadonlyMap<string, string> = new Map(
  withSpellingsOf(
    { inner: ['interno', 'interna', 'interior', 'intérieur', 'intérieure', 'interne', 'innen'] },
    {
      outer: [
        'externo',
        'externa',
        'esterno',
        'esterna',
        'exterior',
        'extérieur',
        'extérieure',
        'externe',
        'außen',
      ],
    },
  ),
);
/** A word before "of": "back of my hand", "side of the neck", "top of my foot". */
/** Words that name a part or face of an area ("inner", "outer", "interno", "side"): never a design. */
export const SUB_AREA_WORDS: ReadonlySet<string> = new Set([
  ...SUB_AREAS_BEFORE.keys(),
  ...SUB_AREAS_AFTER.keys(),
  'side',
]);

const SUB_AREAS_BEFORE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries({
    back: 'back',
    front: 'front',
    top: 'top',
    side: 'side',
    inside: 'inner',
    base: 'base',
    bottom: 'bottom',
    // "interior del antebrazo", "à l'intérieur du poignet", "Innenseite des Unterarms", "dorso de la mano"
    ...Object.fromEntries(
      withSpellingsOf(
        {
          inner: [
            'interior',
            'interno',
            'interna',
            'dentro',
            'intérieur',
            'interne',
            'innenseite',
            ...elided(['intérieur', 'interno', 'interior']),
          ],
        },
        {
          outer: [
            'exterior',
            'externo',
            'externa',
            'esterno',
            'esterna',
            'extérieur',
            'externe',
            'außenseite',
            ...elided(['extérieur', 'esterno', 'exterior']),
          ],
        },
        { back: ['dorso', 'dos', 'costas'] },
        { top: ['dessus', 'haut'] },
        { side: ['lado', 'côté', 'lato', 'seite'] },
      ),
    ),
  }),
);
/** "of" in each language read: the word before it names the part of the area ("side of", "lado del"). */
const OF_WORDS = new Set([
  'of',
  'de',
  'del',
  'da',
  'do',
  'du',
  'des',
  'di',
  'della',
  'dello',
  'delle',
  'vom',
  'von',
  'der',
  'meines',
  'meiner',
]);
const BEHIND = new Set(
  ['behind', 'detrás', 'atrás', 'derrière', 'hinter', 'hinterm', 'dietro'].flatMap((word) => spellings(word)),
);
/** Areas with a "behind the…" area of their own (body-areas.ts). */
const BEHIND_AREAS = new Set(['ear', 'knee']);
/** Articles and possessives, English first: "on my left", "sur le bras", "no meu braço", "am linken Arm". */
export const DETERMINERS = new Set(
  'my the your a his her el la los las mi mis tu su o os as meu minha meus minhas le les mon ma mes ton ta son sa un une una uno um uma dem den die das mein meine meinem meinen il lo gli i mio mia sul sulla'.split(
    ' ',
  ),
);
/** Prepositions before an area, in the other languages read: "en el", "sur", "dans", "auf dem", "sulla". */
const FOREIGN_PLACEMENT_PREPOSITIONS = new Set(
  'en sobre em sur dans au aux à a auf an am im in nel nella al alla sul sulla'.split(' '),
);
/** Negations of the other languages, which the shared list (token-helpers.ts) leaves to the English ones. */
const FOREIGN_NEGATIONS = new Set([
  'não',
  'nao',
  'pas',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'non',
  'nunca',
  'jamais',
  'mai',
]);
/** "je ne veux pas de tatouage sur le bras" (4 words back), but not "pas de couleur sur le poignet" (5). */
const FOREIGN_NEGATION_REACH = 4;

/** Words that make an everyday word ("hand", "back") read as a body area. */
const PLACEMENT_CUES = new Set([
  'on',
  'my',
  'across',
  'along',
  'around',
  'behind',
  'under',
  'down',
  ...SIDES.keys(),
  ...SUB_AREAS_BEFORE.keys(),
]);

/**
 * Where the tattoo goes: the first body area mentioned and not negated, with its side and sub-area
 * ("left inner forearm", "back of my right hand"). "Palm-sized" and "hand-sized" are sizes, not areas.
 */
export function parsePlacement(
  tokens: readonly Token[],
  askedField: BriefField | null,
): Finding<Placement> | null {
  for (const match of byConfidence(tokens, AREA_MATCHER.findAll(tokens))) {
    const next = wordAt(tokens, match.end);
    if (next === 'sized' || next === 'size' || isNegatedArea(tokens, match.start)) continue;
    // "dos sesiones cortas" read as "costas": a mended slip names an area only where one is asked or cued.
    if (
      askedField !== 'placement' &&
      isMendedWithoutCue(tokens, match, MENDED_CUE_REACH) &&
      !isBareArea(tokens, match.start, match.end)
    )
      continue;
    if (match.value === 'back' && (next === 'of' || isPartOfNextArea(tokens, match.end))) continue;
    // Only the English everyday words ("back", "hand") need a cue; "espalda" or "mão" are always body areas.
    const isEverydayWord = wordAt(tokens, match.start) === match.value;
    // "arm" or "left arm" alone answers where, whatever was asked last: a one-word DM says nothing else.
    const needsCue =
      isEverydayWord &&
      bodyAreaFor(match.value)?.needsCue === true &&
      askedField !== 'placement' &&
      !isBareAnswer(tokens, match, askedField);
    if (needsCue && !hasWordBefore(tokens, match.start, PLACEMENT_CUES, 2)) continue;
    // "behind my right ear", "detrás de la rodilla": the side or the article splits the "behind the…" name.
    const isBehind = BEHIND_AREAS.has(match.value) && hasWordBefore(tokens, match.start, BEHIND, 3);
    const placement: Placement = { area: isBehind ? `behind the ${match.value}` : match.value };
    const side = findSide(tokens, match.start, match.end);
    if (side) placement.side = side;
    const subArea = findSubArea(tokens, match.start) ?? findSubAreaAfter(tokens, match.end);
    if (subArea) placement.subArea = subArea;
    return { value: placement, start: extendOverModifiers(tokens, match.start), end: match.end };
  }
  return wornPlacement(tokens);
}

const OTHERS_POSSESSIVES = spelledSet(wordsOfEveryLanguage('othersPossessives'));
/** "on his left arm": a side or sub-area may stand between the possessive and the area. */
const OTHERS_REACH = 2;

/**
 * The areas in the order they are trusted. One in the sentence of the client's wish ("I was thinking a sprig of
 * lavender on my upper arm", "quiero un retrato… en el antebrazo") comes before one in a story or a condition
 * ("I keloid… from an ear piercing", "tengo psoriasis en los codos", "she got hers on her arm"); one read only by
 * mending a slip, with no "on" or "my" just before it, comes last ("my dog nala on my ribs": "nala" is a name, a
 * letter from Spanish "nalga"); one after "its", "his" or "su" ("a moth with a skull on its back, on my shin")
 * is someone's or something's else, trusted least (still the area when it is the only one: "she wants it on her
 * arm").
 */
function byConfidence<T extends { start: number; end: number }>(tokens: readonly Token[], matches: T[]): T[] {
  const wishes = INTENT_CUE_MATCHER.findAll(tokens).map((cue) => cue.start);
  const isWished = (match: T) =>
    wishes.some((cue) => cue < match.start && !crossesSentenceEnd(tokens, cue, match.start));
  const isWeak = (match: T) => isMendedWithoutCue(tokens, match);
  const isOthers = (match: T) => hasWordBefore(tokens, match.start, OTHERS_POSSESSIVES, OTHERS_REACH);
  // "my ankle instead of my wrist": the area given up comes last of all.
  const givenUp = INSTEAD_OF_MATCHER.findAll(tokens).map((cue) => cue.end);
  const isGivenUp = (match: T) =>
    givenUp.some((end) => end <= match.start && match.start - end <= GIVEN_UP_REACH);
  const rank = (match: T) =>
    isGivenUp(match)
      ? 4
      : isOthers(match)
        ? 3
        : isWeak(match)
          ? 2
          : wishes.length > 0 && !isWished(match)
            ? 1
            : 0;
  // "behind the ear might be too visible… can we do the inside of my ankle instead", "actually calf not forearm":
  // in a change of mind, the area said nearest the word of change is the new one.
  const changes = CHANGE_CUE_MATCHER.findAll(tokens);
  const distanceToChange = (match: T) =>
    Math.min(
      ...changes.map((cue) =>
        cue.end <= match.start ? match.start - cue.end : cue.start >= match.end ? cue.start - match.end : 0,
      ),
    );
  // Equally near, the one said later: the client names what they leave, then what they want.
  const byChange = (a: T, b: T) =>
    changes.length > 0 ? distanceToChange(a) - distanceToChange(b) || b.start - a.start : 0;
  return [...matches].sort((a, b) => rank(a) - rank(b) || byChange(a, b));
}
const INSTEAD_OF_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('insteadOfWords').map((phrase) => [phrase, true] as const),
);
/** "instead of [my left] wrist": words between the phrase and the area it gives up. */
const GIVEN_UP_REACH = 2;

/** An area read only by mending a slip, with no "on" or "my" just before it ("nala" read as "nalga"). */
function isMendedWithoutCue(
  tokens: readonly Token[],
  match: { start: number; end: number },
  reach = 1,
): boolean {
  // "sull’avambracio": the preposition is glued to the word it was elided before.
  const first = wordAt(tokens, match.start);
  // "no tornozelo": the area's own name may start with its preposition.
  const hasGluedCue =
    MENDED_AREA_CUES.has(first) || PREPOSITION_ELISIONS.some((elision) => first.startsWith(elision));
  return (
    range(match.start, match.end).some((index) => isMendedSlip(tokens[index])) &&
    !hasGluedCue &&
    !hasWordBefore(tokens, match.start, MENDED_AREA_CUES, reach)
  );
}
/** Portuguese contractions ("no tornozelo", "na costela") besides every language's articles and prepositions. */
const MENDED_AREA_CUES = new Set([
  ...PLACEMENT_CUES,
  ...DETERMINERS,
  ...FOREIGN_PLACEMENT_PREPOSITIONS,
  ...['no', 'na', 'nos', 'nas'],
]);
/** "sull", "nell", "dell": elided prepositions long enough to tell from a word's first letters. */
const PREPOSITION_ELISIONS = wordsOfEveryLanguage('elisions').filter((elision) => elision.length >= 3);
/** "en el antebraso", "auf dem Unterarn": a preposition and an article may stand before a mended area. */
const MENDED_CUE_REACH = 2;

/** A word the corrector changed beyond its accents and endings ("nala" → "nalga"; not "hombros" → "hombro"). */
function isMendedSlip(token: Token | undefined): boolean {
  if (token?.kind !== 'word' || token.raw === token.text) return false;
  const [raw, read] = [foldAccents(token.raw), foldAccents(token.text)];
  return raw !== read && !raw.startsWith(read) && !stemKeys(raw).some((key) => stemKeys(read).includes(key));
}

const WORN_MATCHER = createPhraseMatcher(wordsOfEveryLanguage('wornItems'));
const WHERE_RELATIVES = spelledSet(wordsOfEveryLanguage('whereRelatives'));
/** "where [I usually wear my] watch": words between the relative and the thing worn. */
const WORN_REACH = 5;

/**
 * "where my watch goes", "donde llevo el anillo", "là où je mets ma montre": a thing worn on one area, after a
 * "where", names that area. A watch or a ring said alone is a design ("a pocket watch on my forearm").
 */
function wornPlacement(tokens: readonly Token[]): Finding<Placement> | null {
  for (const match of WORN_MATCHER.findAll(tokens)) {
    const relative = range(Math.max(0, match.start - WORN_REACH), match.start)
      .reverse()
      .find((index) => WHERE_RELATIVES.has(wordAt(tokens, index)));
    if (relative === undefined || range(relative, match.start).some((index) => isClauseBreak(tokens[index])))
      continue;
    const placement: Placement = { area: match.value };
    const side = findSide(tokens, relative, match.end);
    if (side) placement.side = side;
    return { value: placement, start: relative, end: match.end };
  }
  return null;
}

/** Portuguese possessives: the "no" of "no meu pulso" is the article "in the", not a negation. */
const PORTUGUESE_POSSESSIVES = new Set(['meu', 'minha', 'meus', 'minhas', 'seu', 'sua']);

function isNegatedArea(tokens: readonly Token[], start: number): boolean {
  const isPortugueseArticle =
    PORTUGUESE_POSSESSIVES.has(wordAt(tokens, start - 1)) &&
    ['no', 'nos'].includes(wordAt(tokens, start - 2));
  return (
    (isNegated(tokens, start) && !isPortugueseArticle) ||
    hasWordBefore(tokens, start, FOREIGN_NEGATIONS, FOREIGN_NEGATION_REACH)
  );
}

/** Words a one-word placement answer may carry around the area: "maybe my left arm?", "arm prob". */
const BARE_AREA_FILLER = new Set([
  'maybe',
  'prob',
  'probably',
  'i',
  'think',
  'um',
  'hmm',
  'just',
  'ok',
  'okay',
]);

/**
 * A bare area answering a question about something else ("rose" → "which style?" → "arm"). With no question
 * open, or to "what idea?", a lone "hand" may be a design: only a side ("left arm") makes it the placement.
 */
function isBareAnswer(
  tokens: readonly Token[],
  match: { start: number; end: number },
  askedField: BriefField | null,
): boolean {
  if (!isBareArea(tokens, match.start, match.end)) return false;
  const isOtherQuestion = askedField !== null && askedField !== 'idea';
  return isOtherQuestion || tokens.some((token) => token.kind === 'word' && SIDES.has(token.text));
}

/** The message is the area and nothing else but a side, a sub-area, a determiner or filler. */
function isBareArea(tokens: readonly Token[], start: number, end: number): boolean {
  return tokens.every((token, index) => {
    if (token.kind !== 'word' || (index >= start && index < end)) return token.kind !== 'number';
    return (
      SIDES.has(token.text) ||
      PLACEMENT_CUES.has(token.text) ||
      DETERMINERS.has(token.text) ||
      BARE_AREA_FILLER.has(token.text)
    );
  });
}

/** Words that mark a lone side as a placement: "right side", "the left one", "on the left". */
const SIDE_NOUNS_AFTER = new Set(['side', 'one', 'instead', 'lado', 'côté', 'cote', 'seite', 'lato']);
const SIDE_CUES_BEFORE = new Set(['the', 'on', 'my', 'el', 'o', 'do', 'del', 'lado']);

/**
 * A side with no body area ("right side actually", "on the left", "doch lieber links"): it moves the placement
 * already given to that side (issue #11 "a partial answer refines"). "that's right" is agreement, not a side,
 * nor is German "links" alone ("my links"); a change of mind ("actually", "doch lieber", "anzi") makes any side
 * word the new side.
 */
export function parseSideOnly(tokens: readonly Token[]): PlacementSide | null {
  const changesMind = CHANGE_CUE_MATCHER.findAll(tokens).length > 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const side = sideAt(tokens, index);
    if (!side || (ENGLISH_LOOKALIKE_SIDES.has(wordAt(tokens, index)) && !changesMind)) continue;
    const isMarked =
      SIDE_NOUNS_AFTER.has(wordAt(tokens, index + 1)) || SIDE_CUES_BEFORE.has(wordAt(tokens, index - 1));
    if (isMarked || changesMind) return side;
  }
  return null;
}

/** "other", "autre", "altro", and as the tokenizer glues an elided article on ("l'altro" → "laltro"). */
const OTHER_WORDS = spelledSet(
  withElidedForms(
    wordsOfEveryLanguage('otherWords').map((word) => [word, true] as const),
    ELISIONS,
  ).map(([word]) => word),
);

/**
 * "the other arm", "l'autre bras", "doch den anderen Arm", "sull'altra gamba", "other side": the piece moves to
 * the side not said before. "other" must name the body (an area or a side noun right after it): "my other
 * tattoo" moves nothing.
 */
export function parseOtherSide(tokens: readonly Token[]): boolean {
  const areaStarts = new Set(AREA_MATCHER.findAll(tokens).map((match) => match.start));
  return tokens.some((token, index) => {
    if (token.kind !== 'word' || !OTHER_WORDS.has(token.text)) return false;
    return areaStarts.has(index + 1) || SIDE_NOUNS_AFTER.has(wordAt(tokens, index + 1));
  });
}

/** German "links" is also English ("a chain with links on my wrist"): a side only after the area. */
const ENGLISH_LOOKALIKE_SIDES = new Set(['links']);

/** A side up to four words before the area, or just after it ("forearm, left side"). */
function findSide(tokens: readonly Token[], start: number, end: number): PlacementSide | undefined {
  // "der linken Wade": the side inside a name read whole.
  for (let index = start; index < end; index += 1) {
    const side = sideAt(tokens, index);
    if (side && !ENGLISH_LOOKALIKE_SIDES.has(wordAt(tokens, index))) return side;
  }
  for (let index = start - 1; index >= Math.max(0, start - 4) && !isClauseBreak(tokens[index]); index -= 1) {
    const side = sideAt(tokens, index);
    if (side && !ENGLISH_LOOKALIKE_SIDES.has(wordAt(tokens, index))) return side;
  }
  for (let index = end; index < end + 3; index += 1) {
    const side = sideAt(tokens, index);
    if (side) return side;
    const token = tokens[index];
    if (token?.kind === 'symbol' && token.text !== ',' && token.text !== '(') return undefined;
  }
  return undefined;
}

function sideAt(tokens: readonly Token[], index: number): PlacementSide | undefined {
  const word = wordAt(tokens, index);
  if (word === 'right' && NOT_SIDE_AFTER_RIGHT.has(wordAt(tokens, index + 1))) return undefined;
  return SIDES.get(word);
}

function findSubArea(tokens: readonly Token[], start: number): string | undefined {
  // "parte interna dell'avambraccio": the "of" is glued to the area.
  if (startsWithElidedOf(wordAt(tokens, start))) return SUB_AREAS_BEFORE_OF.get(wordAt(tokens, start - 1));
  let index = start - 1;
  while (DETERMINERS.has(wordAt(tokens, index)) || SIDES.has(wordAt(tokens, index))) index -= 1;
  if (OF_WORDS.has(wordAt(tokens, index))) return SUB_AREAS_BEFORE_OF.get(wordAt(tokens, index - 1));
  return SUB_AREAS_BEFORE.get(wordAt(tokens, index));
}

/** "antebrazo izquierdo interno": a Romance sub-area after the area, past a side. */
function findSubAreaAfter(tokens: readonly Token[], end: number): string | undefined {
  const index = SIDES.has(wordAt(tokens, end)) ? end + 1 : end;
  return SUB_AREAS_AFTER.get(wordAt(tokens, index));
}

function startsWithElidedOf(word: string): boolean {
  return [...ELIDED_OF].some((elision) => word.startsWith(elision) && AREA_STARTS.has(word));
}

/** The first words of the elided area names ("davant", "dellavambraccio"). */
const AREA_STARTS = new Set(AREA_PHRASES.map(([phrase]) => phrase.split(' ')[0]!));

/** "dos de la main", "costas da mão", "back of my hand": the back of another area, not the back. */
function isPartOfNextArea(tokens: readonly Token[], end: number): boolean {
  if (!OF_WORDS.has(wordAt(tokens, end))) return false;
  const nextArea = AREA_MATCHER.findAll(tokens.slice(end, end + 4))[0];
  return nextArea !== undefined;
}

/** Each word of each group, with its spellings without accents: pairs of word and value. */
function withSpellingsOf<V extends string>(
  ...groups: ReadonlyArray<Partial<Record<V, readonly string[]>>>
): Array<[string, V]> {
  return groups.flatMap((group) =>
    (Object.entries(group) as Array<[V, readonly string[]]>).flatMap(([value, words]) =>
      words.flatMap((word) => spellings(word).map((spelling): [string, V] => [spelling, value])),
    ),
  );
}

/** "l'intérieur" and "l'interno" as the tokenizer reads them. */
function elided(words: readonly string[]): string[] {
  return words.flatMap((word) => ELISIONS.map((elision) => `${elision}${word}`));
}

/** "on my left inner forearm" as a whole, so the idea parser does not keep "on my left". */
function extendOverModifiers(tokens: readonly Token[], start: number): number {
  let index = start;
  while (index > 0) {
    const word = wordAt(tokens, index - 1);
    const isModifier =
      PLACEMENT_CUES.has(word) ||
      DETERMINERS.has(word) ||
      OF_WORDS.has(word) ||
      SUB_AREAS_BEFORE_OF.has(word) ||
      FOREIGN_PLACEMENT_PREPOSITIONS.has(word);
    if (!isModifier) break;
    index -= 1;
  }
  return index;
}
