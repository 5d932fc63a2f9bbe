import { LRUCache } from 'lru-cache';
import { isRecord, parseJsonLosslessly } from '../../providers/instagram/lossless-json.ts';

/** Integrations shows a rejected webhook for this long (issue #10 item 7). */
export const REJECTION_SHOWN_MS = 24 * 3_600_000;
/** Signatures that fail one after another with none passing: past this many, the secret itself is suspect. */
export const WRONG_SECRET_AFTER = 3;

export type RejectionReason = 'missing' | 'malformed' | 'mismatch';

export interface WebhookRejection {
  at: Date;
  reason: RejectionReason;
  /** Set when the pattern points at configuration rather than at one bad request. */
  hint: string | null;
}

const WRONG_SECRET_HINT =
  'Every recent Instagram webhook failed its signature and none passed: INSTAGRAM_APP_SECRET is probably not ' +
  "the secret Meta signs with (Meta's App settings → Basic → App Secret, or the Instagram App Secret)";

/**
 * What the server remembers of webhooks it refused for a bad signature (decision 027), in memory only: a
 * refused request stores nothing in the database (issue #10), and a flood of forged ones must cost no writes.
 * Counts tell a wrong INSTAGRAM_APP_SECRET (every signature fails, none passes) from one bad request; each
 * refusal is remembered under the account ids its unverified body claims, so only that artist's Integrations
 * page shows it.
 */
export function createWebhookRejections() {
  let accepted = 0;
  let rejectedInARow = 0;
  const byAccount = new LRUCache<string, WebhookRejection>({ max: 1000 });

  return {
    accepted() {
      accepted += 1;
      rejectedInARow = 0;
    },

    /** Records a refusal; returns what the one log line says (no body, no secret). */
    rejected({ rawBody, header, now }: { rawBody: Buffer; header: unknown; now: Date }) {
      rejectedInARow += 1;
      const reason: RejectionReason =
        typeof header !== 'string'
          ? 'missing'
          : /^sha256=[0-9a-f]{64}$/i.test(header.trim())
            ? 'mismatch'
            : 'malformed';
      const hint =
        reason === 'mismatch' && rejectedInARow >= WRONG_SECRET_AFTER && accepted === 0
          ? WRONG_SECRET_HINT
          : null;
      for (const accountId of claimedAccountIds(rawBody)) byAccount.set(accountId, { at: now, reason, hint });
      return { reason, hint, rejectedInARow, acceptedSinceStart: accepted, bytes: rawBody.length };
    },

    /** The last refusal claiming this account, if recent enough to show. */
    lastFor(igUserId: string, now: Date): WebhookRejection | undefined {
      const rejection = byAccount.get(igUserId);
      return rejection && now.getTime() - rejection.at.getTime() < REJECTION_SHOWN_MS ? rejection : undefined;
    },
  };
}

export type WebhookRejections = ReturnType<typeof createWebhookRejections>;

/** The `entry[].id`s an unverified body claims (at most 5), or none when it is not an Instagram delivery. */
function claimedAccountIds(rawBody: Buffer): string[] {
  if (rawBody.length > 1_048_576) return [];
  try {
    const body = parseJsonLosslessly(rawBody.toString('utf8'));
    if (!isRecord(body) || !Array.isArray(body.entry)) return [];
    return body.entry
      .slice(0, 5)
      .map((entry) => (isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined))
      .filter((id): id is string => Boolean(id && /^\d{1,30}$/.test(id)));
  } catch {
    return [];
  }
}
