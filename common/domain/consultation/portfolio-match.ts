import type { SpecialtyStyle } from '../../constants/styles.ts';
import type { ChatPortfolioImage } from '../../contracts/chat.ts';
import type { Brief } from './brief.ts';
import { GENERIC_WORDS, NON_CONTENT_WORDS } from './extraction/idea-words.ts';
import { STYLE_MATCHER } from './extraction/parse-style.ts';
import { correctWord } from './extraction/vocabulary.ts';
import { areStylesRelated } from './style-relations.ts';
import { readOnce } from './text/read-once.ts';
import { tokenize } from './text/tokenize.ts';

/** A piece of the artist's portfolio (spec §3 Portfolio piece). */
export interface PortfolioPiece {
  id: string;
  title: string;
  imageUrl: string;
  style: string;
  description: string;
  tags: readonly string[];
}

/** Issue #4 "matchPercentage: style and subject similarity": style weighs more than subject. */
const STYLE_WEIGHT = 0.6;
const SUBJECT_WEIGHT = 0.4;
/** One matching subject is a full subject match for a one-subject idea; two are for any idea. */
const SUBJECTS_FOR_FULL_MATCH = 2;
/** The chat shows at most 6 thumbnails (spec §9), so more would only be hidden behind "+N". */
export const MAX_PORTFOLIO_MATCHES = 6;
/** With `showPortfolioEarly` and nothing to match yet, the first few pieces introduce the artist. */
const EARLY_PORTFOLIO_COUNT = 3;

export interface PieceSimilarity {
  piece: PortfolioPiece;
  /** 0-1: 1 for the same style, 0.5 for a related one. */
  style: number;
  /** 0-1: how much of the idea the piece's title, description and tags share. */
  subject: number;
  sharedTerms: string[];
  total: number;
}

/** How close each piece is to the brief, best first (stable for equal scores). */
export function rankPortfolio(brief: Brief, portfolio: readonly PortfolioPiece[]): PieceSimilarity[] {
  const briefTerms = ideaTerms(brief);
  return portfolio.map((piece) => similarity(brief, briefTerms, piece)).sort((a, b) => b.total - a.total);
}

/** The pieces to show in the chat: those that share the style (or a related one) or the subject. */
export function matchPortfolio(
  brief: Brief,
  portfolio: readonly PortfolioPiece[],
  showEarly: boolean,
): ChatPortfolioImage[] {
  const matches = rankPortfolio(brief, portfolio).filter((match) => match.total > 0);
  const pieces =
    matches.length > 0 || !showEarly
      ? matches.map((match) => match.piece)
      : portfolio.slice(0, EARLY_PORTFOLIO_COUNT);
  return pieces.slice(0, MAX_PORTFOLIO_MATCHES).map(({ id, title, imageUrl, style, description }) => ({
    id,
    title,
    imageUrl,
    style,
    description,
  }));
}

function similarity(brief: Brief, briefTerms: ReadonlySet<string>, piece: PortfolioPiece): PieceSimilarity {
  const { styles: pieceStyles, terms: pieceTerms } = readPiece(
    [piece.title, piece.description, piece.style, ...piece.tags].join(' '),
  );
  const style = brief.style ? styleSimilarity(brief.style, pieceStyles) : 0;
  const sharedTerms = [...briefTerms].filter((term) => pieceTerms.has(term));
  const subject =
    briefTerms.size === 0
      ? 0
      : Math.min(1, sharedTerms.length / Math.min(briefTerms.size, SUBJECTS_FOR_FULL_MATCH));
  return { piece, style, subject, sharedTerms, total: STYLE_WEIGHT * style + SUBJECT_WEIGHT * subject };
}

interface PieceReading {
  styles: ReadonlySet<SpecialtyStyle>;
  terms: ReadonlySet<string>;
}

/** A piece's styles and words: read once per process, as a turn ranks the whole portfolio up to four times. */
const readPiece = readOnce((pieceText: string): PieceReading => {
  const pieceTokens = tokenize(pieceText.toLowerCase()).map((token) =>
    token.kind === 'word' ? { ...token, text: correctWord(token.text) } : token,
  );
  return {
    styles: new Set(STYLE_MATCHER.findAll(pieceTokens).map((match) => match.value)),
    terms: new Set(pieceTokens.map((token) => token.text)),
  };
}, 5_000);

function styleSimilarity(style: SpecialtyStyle, pieceStyles: ReadonlySet<SpecialtyStyle>): number {
  if (pieceStyles.has(style)) return 1;
  return [...pieceStyles].some((pieceStyle) => areStylesRelated(style, pieceStyle)) ? 0.5 : 0;
}

/** The words that say what the tattoo shows: known subjects plus the idea's content words. */
function ideaTerms(brief: Brief): Set<string> {
  const ideaWords = (brief.idea ?? '')
    .split(' ')
    .map(correctWord)
    .filter((word) => word.length > 2 && !NON_CONTENT_WORDS.has(word) && !GENERIC_WORDS.has(word));
  return new Set([...brief.subjects.flatMap((subject) => subject.split(' ')), ...ideaWords]);
}
