import { MAX_CHAT_MESSAGE_CHARS } from '../../contracts/chat.ts';
import { ANSWER_LANGUAGES } from '../../contracts/studio-answers.ts';
import { type ArtistProfile, listedStylesOf } from './artist-profile.ts';
import { COLOR_MATCHER, ONLY_WORDS } from './extraction/parse-color.ts';
import { STYLE_MATCHER } from './extraction/parse-style.ts';
import { readMessage } from './extraction/read-message.ts';
import type { PortfolioPiece } from './portfolio-match.ts';
import { studioAnswerWords } from './studio-answers/answer-studio-questions.ts';
import { readOnce } from './text/read-once.ts';
import { hasWordAfter, hasWordBefore, isNegated } from './text/token-helpers.ts';

/**
 * The artist as the engine judges fit (issue #11 "Read the artist, not just a style list"): styles named
 * in the bio ("Fine-line blackwork") or the portfolio tags ("ornamental") count as offered, and the
 * styles the artist said they don't do never do. Idempotent, so scoring may apply it again.
 */
export function readArtist(artist: ArtistProfile, portfolio: readonly PortfolioPiece[]): ArtistProfile {
  const avoided = new Set<string>(artist.intake?.avoidStyles ?? []);
  const texts = [artist.bio, ...portfolio.flatMap((piece) => piece.tags ?? [])];
  const named = texts.flatMap((text) => stylesNamedIn(typeof text === 'string' ? text : ''));
  const listed = listedStylesOf(artist).filter((style) => !avoided.has(style));
  const offered = [...new Set([...listed, ...named])].filter((style) => !avoided.has(style));
  return {
    ...artist,
    specialtyStyles: offered,
    listedStyles: listed,
    studioAnswers: withColourWorkFromBio(artist),
  };
}

/**
 * "Black and grey only" in the bio answers "do you do colour?" with the artist's own fact, in every language,
 * unless the artist wrote a colour answer of their own (decision 045: their words win).
 */
function withColourWorkFromBio(artist: ArtistProfile): ArtistProfile['studioAnswers'] {
  const answers = artist.studioAnswers;
  const bio = typeof artist.bio === 'string' ? artist.bio : '';
  if (answers?.colour_work || !saysBlackAndGreyOnly(bio)) return answers;
  const text = Object.fromEntries(
    ANSWER_LANGUAGES.map((language) => [language, studioAnswerWords(language).blackAndGreyOnly]),
  );
  return { ...answers, colour_work: { isOn: true, text } };
}

// A bio or a portfolio tag is read once per process, not on every turn that reads the artist (twice a turn: the
// reply and the lead's score): reading one is most of a turn's engine time.
const saysBlackAndGreyOnly = readOnce(readsBlackAndGreyOnly);
const stylesNamedIn = readOnce(readStylesNamedIn);

function readsBlackAndGreyOnly(text: string): boolean {
  const { tokens } = readMessage(text, MAX_CHAT_MESSAGE_CHARS);
  return COLOR_MATCHER.findAll(tokens).some(
    (match) =>
      match.value !== 'color' &&
      !isNegated(tokens, match.start) &&
      (hasWordAfter(tokens, match.end - 1, ONLY_WORDS, 1) ||
        hasWordBefore(tokens, match.start, ONLY_WORDS, 1)),
  );
}

function readStylesNamedIn(text: string): readonly string[] {
  const { tokens } = readMessage(text, MAX_CHAT_MESSAGE_CHARS);
  return STYLE_MATCHER.findAll(tokens)
    .filter((match) => !isNegated(tokens, match.start))
    .map((match) => match.value);
}
