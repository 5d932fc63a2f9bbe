const HOUR_MS = 3_600_000;
/** The Send API's standard window after the client's last message (reference A3). */
export const BOT_WINDOW_MS = 24 * HOUR_MS;
/** How long a human may still answer with the HUMAN_AGENT tag (reference A3). */
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * HOUR_MS;

/**
 * What may be sent now to a client whose last message was at `lastClientMessageAt`: `open` (anyone, no tag),
 * `human-only` (a person, with HUMAN_AGENT), or `closed` (nothing). `closesAt` is when the current state ends.
 */
export function messagingWindow(lastClientMessageAt: Date | null, now: Date) {
  if (!lastClientMessageAt) return { state: 'closed' as const, closesAt: null };
  const elapsed = now.getTime() - lastClientMessageAt.getTime();
  if (elapsed < BOT_WINDOW_MS) {
    return { state: 'open' as const, closesAt: new Date(lastClientMessageAt.getTime() + BOT_WINDOW_MS) };
  }
  if (elapsed < HUMAN_AGENT_WINDOW_MS) {
    return {
      state: 'human-only' as const,
      closesAt: new Date(lastClientMessageAt.getTime() + HUMAN_AGENT_WINDOW_MS),
    };
  }
  return { state: 'closed' as const, closesAt: null };
}

export type MessagingWindow = ReturnType<typeof messagingWindow>;
