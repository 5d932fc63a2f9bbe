/**
 * Decision 079: a delivery is attempted at most 8 times. After the n-th failed attempt it waits 30 s × 4^(n−1),
 * at most a day: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min, 24 h, so a receiver may be down for about
 * 35 hours and still get every event. The waits run on the app's clock (not pg-boss's own retry, which reads the
 * database's), so the log can say when the next attempt is and tests move time instead of sleeping.
 */
export const MAX_WEBHOOK_ATTEMPTS = 8;

const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 86_400_000;

/** When the attempt after the `attempts`-th failed one is due; null when there is none left. */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAX_WEBHOOK_ATTEMPTS) return null;
  const wait = Math.min(FIRST_WAIT_MS * 4 ** (attempts - 1), LONGEST_WAIT_MS);
  return new Date(failedAt.getTime() + wait);
}
