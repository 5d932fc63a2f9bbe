import type { LeadRouting } from '../../contracts/studios.ts';
import type { Brief } from '../consultation/brief.ts';
import {
  type CandidateFit,
  leadRoutingOf,
  namedArtistIn,
  type RoutingCandidate,
  routeToArtist,
} from './route-to-artist.ts';
import { routingWordsFor } from './routing-words.ts';

/**
 * What a studio chat's routing did, stored with the assistant's message that said it (conventions §12): the next
 * turn reads the client's answer against an `asked`, and a `routed` ends the routing for the conversation.
 */
export type StudioRoutingRecord =
  | { asked: { between: [CandidateFit, CandidateFit]; candidates: CandidateFit[] } }
  | { routed: { artistId: string; routing: LeadRouting } };

/** The routing record a transcript holds last, if any: an unanswered question or the artist it went to. */
export function latestStudioRouting(
  messages: readonly { role: string; studioRouting?: StudioRoutingRecord }[],
): StudioRoutingRecord | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const record = messages[index]!.studioRouting;
    if (record) return record;
  }
  return null;
}

export interface StudioTurnInput {
  studioId: string;
  /** The studio's artists who may take a lead (owner and artists, not front desk), owner first. */
  candidates: readonly RoutingCandidate[];
  /** The transcript's last routing record: an `asked` is answered by this turn's client message. */
  latest: StudioRoutingRecord | null;
  brief: Brief;
  /** The client's newest message, read for the name of the artist they chose. */
  clientMessage: string;
  now: Date;
}

/**
 * One turn of an unrouted studio chat's routing (issue #28 item 3): the client's answer to "which artist?" routes
 * it to the one named ('client-chose'); otherwise the brief, once clear enough, goes to the best fit or asks
 * between two equal ones. Returns the record to store and the sentence to add to the reply, in the client's
 * language; null while there is nothing to decide.
 */
export function studioTurnRouting(
  input: StudioTurnInput,
): { record: StudioRoutingRecord; sentence: string } | null {
  const words = routingWordsFor(input.brief.language);
  const routed = (decided: { artistId: string; routing: LeadRouting }) => {
    const name =
      decided.routing.candidates.find((fit) => fit.artistId === decided.artistId)?.artistName ?? '';
    return { record: { routed: decided }, sentence: words.passedTo(name) };
  };
  if (input.latest && 'routed' in input.latest) return null;
  if (input.latest && 'asked' in input.latest) {
    const asked = input.latest.asked;
    return routed(
      leadRoutingOf(
        { kind: 'ask', ...asked },
        {
          studioId: input.studioId,
          at: input.now,
          chosenArtistId: namedArtistIn(input.clientMessage, asked.between),
        },
      ),
    );
  }
  const decision = routeToArtist(input.brief, input.candidates);
  if (decision.kind === 'undecided') return null;
  if (decision.kind === 'matched')
    return routed(leadRoutingOf(decision, { studioId: input.studioId, at: input.now }));
  const [first, second] = decision.between;
  return {
    record: { asked: { between: decision.between, candidates: decision.candidates } },
    sentence: words.askWhich(first.artistName, second.artistName),
  };
}
