import type { BriefField } from '../brief.ts';
import { wordsOfEveryLanguage } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';
import { hasWordAfter, hasWordBefore, isNegated, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { parseBareNegative } from './parse-negative-answer.ts';
import { parseOpeningYes } from './parse-yes-no-answer.ts';

/** Words that name a reference picture, in every language ("pic", "foto", "Vorlage"). */
export const REFERENCE_NOUNS = spelledSet(wordsOfEveryLanguage('referenceNouns'));
/** "no … any", "ninguna", "nenhuma", "aucune", "keine", "nessuna", "zero": none, said before or after the noun. */
const NONE_DETERMINERS = [
  'aucune',
  'aucun',
  'ninguna',
  'ninguno',
  'nenhuma',
  'nenhum',
  'keine',
  'kein',
  'keinen',
  'nessuna',
  'nessun',
  'nessuno',
  'alcuna',
  'alcun',
  'zero',
  'none',
];
/**
 * "sin referencias", "não tenho referência", "niente riferimenti", "pas de référence": every language module's
 * negations (the words that turn a colour or a limit round) turn a reference noun round too.
 */
const NONE_WORDS = spelledSet([...wordsOfEveryLanguage('negations'), ...NONE_DETERMINERS]);
/** "referência nenhuma", "riferimenti zero", "Referenzbilder hab ich keine": the none word after the noun. */
const NONE_AFTER = spelledSet(NONE_DETERMINERS);
/** "não tenho referência": a negation, a having verb, the noun. */
const NONE_REACH = 3;
/** "I have a few refs", "tenho uma foto dele", "te mando fotos": the client has references. */
export const HAVING_WORDS = spelledSet(wordsOfEveryLanguage('referenceHavingWords'));
const WORDS_AFTER_NOUN = new Set(['attached', 'below', 'above']);
/** "Do you have pics of your work?" asks about the artist's pictures, not the client's. */
const YOUR = new Set(['your']);
const YOU = new Set(['you']);

/**
 * Whether the client has reference images: attached images or a link count as yes; "I have some pics"
 * is yes, "no references" is no, and a bare yes or no answers the assistant's question about them.
 */
export function parseReferences(
  tokens: readonly Token[],
  askedField: BriefField | null,
  hasAttachment: boolean,
): Finding<boolean> | null {
  if (hasAttachment) return { value: true, start: 0, end: 0 };
  const asksQuestion = tokens.some((token) => token.text === '?');
  for (let index = 0; index < tokens.length; index += 1) {
    if (!REFERENCE_NOUNS.has(wordAt(tokens, index))) continue;
    const isAboutArtist =
      hasWordBefore(tokens, index, YOUR, 4) || (asksQuestion && hasWordBefore(tokens, index, YOU, 4));
    if (isAboutArtist) continue;
    const isNone =
      isNegated(tokens, index) ||
      hasWordBefore(tokens, index, NONE_WORDS, NONE_REACH) ||
      hasWordAfter(tokens, index, NONE_AFTER, NONE_REACH);
    if (isNone) return { value: false, start: index, end: index + 1 };
    const isHaving =
      hasWordBefore(tokens, index, HAVING_WORDS, 4) || WORDS_AFTER_NOUN.has(wordAt(tokens, index + 1));
    if (isHaving) return { value: true, start: index, end: index + 1 };
  }
  if (askedField !== 'references') return null;
  const no = parseBareNegative(tokens);
  if (no) return { value: false, start: no.start, end: no.end };
  return parseOpeningYes(tokens);
}
