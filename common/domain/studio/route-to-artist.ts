import type { LeadRouting } from '../../contracts/studios.ts';
import { type ArtistProfile, artistShortName, styleInSentence } from '../consultation/artist-profile.ts';
import type { Brief } from '../consultation/brief.ts';
import type { PortfolioPiece } from '../consultation/portfolio-match.ts';
import { scoreLead } from '../consultation/scoring/score-lead.ts';

/** One artist of the studio the lead could go to: their profile (with intake rules) and published portfolio. */
export interface RoutingCandidate {
  artist: ArtistProfile;
  portfolio: readonly PortfolioPiece[];
  /** The start of the artist's next free session within the booking horizon; null for none; absent: not known. */
  nextOpenAt?: Date | null;
}

/**
 * Between two artists who fit equally, one whose next free session is at least this much sooner takes the idea
 * without asking the client (decision 075): a day is a difference a client feels; an hour is not.
 */
export const SOONER_SLOT_MS = 24 * 3_600_000;

/**
 * Two artists whose fit differs by at most this many points fit equally: the client is asked (decision 075). The
 * fit moves in steps of about 5 (a related style is 25 of the style's 50, one portfolio piece's closeness 3 of
 * 30), so 5 points is "the same answer from the scoring", not a real difference.
 */
export const ROUTING_TIE_POINTS = 5;

/** The fit's parts, out of 100: the style criterion, the portfolio's closeness and the budget against the minimum. */
const FIT_WEIGHTS = { style: 50, portfolio: 30, budget: 20 } as const;
/** Shut books cost this much fit, not all of it: with every artist shut, the best fit still gets the waitlist. */
const BOOKS_PENALTY = { open: 0, waitlist: 15, closed: 30 } as const;

export interface CandidateFit {
  artistId: string;
  artistName: string;
  /** 0-100: how well the artist fits the idea, the number the lead shows beside each name. */
  matchPercentage: number;
  /** Why this artist fits, in words: "Fine line is one of Mia's styles". */
  strength: string | null;
  /** Why not, in words: "Jo avoids realism", "Jo's books are closed". */
  weakness: string | null;
}

export type RoutingDecision =
  /** Nothing to compare yet: no style, subject or idea. */
  | { kind: 'undecided' }
  | { kind: 'matched'; artistId: string; reason: string; candidates: CandidateFit[] }
  /** The top two fit equally: the client picks between them. */
  | { kind: 'ask'; between: [CandidateFit, CandidateFit]; candidates: CandidateFit[] };

/** A brief says enough to tell artists apart once it has an idea and a style or a subject. */
export const canRoute = (brief: Brief) =>
  brief.idea !== null && (brief.style !== null || brief.subjects.length > 0);

function fitOf(brief: Brief, { artist, portfolio }: RoutingCandidate): CandidateFit {
  const name = artistShortName(artist);
  const candidateFit = (
    matchPercentage: number,
    strength: string | null,
    weakness: string | null,
  ): CandidateFit => ({
    artistId: artist.id,
    artistName: name,
    matchPercentage: Math.max(0, Math.min(100, Math.round(matchPercentage))),
    strength,
    weakness,
  });
  const intake = artist.intake;
  const style = brief.style;
  // The artist's own rules rule them out whatever the score says (issue #11 intake controls).
  if (style && intake?.avoidStyles.includes(style))
    return candidateFit(0, null, `${name} avoids ${styleInSentence(style)}`);
  if (brief.isCoverUp && intake?.takesCoverUps === false)
    return candidateFit(0, null, `${name} doesn't take cover-ups`);
  const score = scoreLead(brief, artist, portfolio);
  const points = (criterion: string) => {
    const found = score.matchBreakdown.criteria.find((item) => item.criterion === criterion);
    return found && found.maxPoints > 0 ? found.points / found.maxPoints : 0;
  };
  const books = intake?.booksStatus ?? 'open';
  const total =
    points('style') * FIT_WEIGHTS.style +
    (score.matchPercentage / 100) * FIT_WEIGHTS.portfolio +
    points('budget') * FIT_WEIGHTS.budget -
    BOOKS_PENALTY[books];
  const offersIt = style !== null && points('style') === 1;
  const strength = offersIt
    ? `${capitalised(styleInSentence(style))} is one of ${name}'s styles`
    : score.matchPercentage >= 50
      ? `${name}'s portfolio is the closest to the idea`
      : null;
  const gate = score.matchBreakdown.gates.find((item) => item.kind === 'budget_below_minimum');
  const weakness =
    books !== 'open'
      ? `${name}'s books are ${books === 'closed' ? 'closed' : 'waitlist only'}`
      : style && !offersIt
        ? `${name} doesn't list ${styleInSentence(style)}`
        : gate
          ? `the budget is below ${name}'s minimum`
          : null;
  return candidateFit(total, strength, weakness);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Watercolor is one of Mia's styles; Rae doesn't list watercolor; Jo avoids watercolor": the winner's strength,
 * then why each of the next two did not win.
 */
function reasonFor(best: CandidateFit, others: readonly CandidateFit[]): string {
  const parts = [best.strength ?? `${best.artistName} fits the idea best (${best.matchPercentage}%)`];
  for (const other of others.slice(0, 2))
    parts.push(other.weakness ?? `${other.artistName} fits less (${other.matchPercentage}%)`);
  return parts.join('; ');
}

/**
 * Which artist of a studio a client's idea goes to (issue #28 item 3, decision 075), from the same scoring a lead
 * gets (style, portfolio, budget against the minimum), the artists' rules (avoided styles, cover-ups) and their
 * books. Ties within ROUTING_TIE_POINTS go to the artist free sooner (soonerOpen), else are asked; no one fitting at
 * all goes to the first candidate (the owner).
 * Candidates come in the studio's order, owner first: an exact order among equals is stable.
 */
export function routeToArtist(brief: Brief, candidates: readonly RoutingCandidate[]): RoutingDecision {
  if (!canRoute(brief) || candidates.length === 0) return { kind: 'undecided' };
  const fits = candidates.map((candidate) => fitOf(brief, candidate));
  const ranked = [...fits].sort((a, b) => b.matchPercentage - a.matchPercentage);
  const [best, next] = ranked as [CandidateFit, CandidateFit | undefined];
  if (best.matchPercentage === 0) {
    const owner = fits[0]!;
    return {
      kind: 'matched',
      artistId: owner.artistId,
      reason: `No artist of the studio fits the idea; it stays with ${owner.artistName}`,
      candidates: ranked,
    };
  }
  if (next && best.matchPercentage - next.matchPercentage <= ROUTING_TIE_POINTS) {
    const sooner = soonerOpen([best, next], candidates);
    if (!sooner) return { kind: 'ask', between: [best, next], candidates: ranked };
    const [first, second] = [best, next];
    return {
      kind: 'matched',
      artistId: sooner.fit.artistId,
      reason: `${first.artistName} and ${second.artistName} fit equally (${first.matchPercentage}% and ${second.matchPercentage}%); ${sooner.why}`,
      candidates: ranked,
    };
  }
  return {
    kind: 'matched',
    artistId: best.artistId,
    reason: reasonFor(best, ranked.slice(1)),
    candidates: ranked,
  };
}

/**
 * Of two equal fits, the one free sooner (decision 075): their next open session at least SOONER_SLOT_MS earlier,
 * or the only one with any free time in the horizon. Null when neither is known to be sooner: the client is asked.
 */
function soonerOpen(
  pair: readonly [CandidateFit, CandidateFit],
  candidates: readonly RoutingCandidate[],
): { fit: CandidateFit; why: string } | null {
  const openAt = (fit: CandidateFit) => candidates.find((c) => c.artist.id === fit.artistId)?.nextOpenAt;
  const [a, b] = pair.map(openAt);
  if (a === undefined || b === undefined || (a === null && b === null)) return null;
  if (a === null || b === null) {
    const [free, full] = a === null ? [pair[1], pair[0]] : [pair[0], pair[1]];
    return { fit: free, why: `${full.artistName} has no free time soon, ${free.artistName} has` };
  }
  if (Math.abs(a.getTime() - b.getTime()) < SOONER_SLOT_MS) return null;
  const [fit] = a < b ? pair : [pair[1]];
  return { fit: fit!, why: `${fit!.artistName} has the sooner open time` };
}

/** The routing a lead stores (leads.routing) once the decision is made: by the fit, or by the client's choice. */
export function leadRoutingOf(
  decision: Extract<RoutingDecision, { kind: 'matched' | 'ask' }>,
  choice: { studioId: string; at: Date; chosenArtistId?: string | null },
): { artistId: string; routing: LeadRouting } {
  const base = {
    studioId: choice.studioId,
    candidates: decision.candidates.map(({ artistId, artistName, matchPercentage }) => ({
      artistId,
      artistName,
      matchPercentage,
    })),
    at: choice.at.toISOString(),
  };
  if (decision.kind === 'matched')
    return { artistId: decision.artistId, routing: { ...base, how: 'matched', reason: decision.reason } };
  const [first, second] = decision.between;
  const equally = `${first.artistName} and ${second.artistName} fit equally (${first.matchPercentage}% and ${second.matchPercentage}%)`;
  const chosen = decision.between.find((fit) => fit.artistId === choice.chosenArtistId);
  // A client who named neither gets the first of the two: waiting for an answer that may never come helps no one.
  if (!chosen)
    return {
      artistId: first.artistId,
      routing: { ...base, how: 'matched', reason: `${equally}; the client named neither, so the closer fit` },
    };
  return {
    artistId: chosen.artistId,
    routing: { ...base, how: 'client-chose', reason: `${equally}; the client chose ${chosen.artistName}` },
  };
}

/** Lowercase, accents off: "Zoë" and "zoe" are the same name in a client's answer. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The artist a client's answer names, of the two they were asked about: a word of one name that is not a word of
 * the other ("Mia please", "con Jo"); null when the answer names both or neither.
 */
export function namedArtistIn(
  answer: string,
  between: readonly Pick<CandidateFit, 'artistId' | 'artistName'>[],
): string | null {
  const words = new Set(folded(answer).split(/[^\p{L}\p{N}]+/u));
  const nameWords = between.map((fit) =>
    folded(fit.artistName)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 2),
  );
  const named = between.filter((_, index) =>
    nameWords[index]!.some(
      (word) => words.has(word) && nameWords.every((other, at) => at === index || !other.includes(word)),
    ),
  );
  return named.length === 1 ? named[0]!.artistId : null;
}
