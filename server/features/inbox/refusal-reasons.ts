/** What a thread shows on a message that was kept but not sent (issue #10: "the UI says why"). */
export const REFUSAL = {
  botWindowClosed:
    'Not sent: the assistant may only answer within 24 hours of the client’s last message. Reply yourself within 7 days.',
  // Past 7 days nobody may answer: telling the artist to reply would send them into a 409.
  botAndHumanWindowClosed:
    'Not sent: more than 7 days have passed since the client’s last message, so Instagram accepts no reply until the client writes again.',
  humanWindowClosed: 'Not sent: Instagram allows replies only within 7 days of the client’s last message.',
  disconnected: 'Not sent: Instagram is disconnected.',
  botStopped: 'Not sent: the assistant was paused or a person took over before it went out.',
} as const;

/** Why a bot draft outside the 24-hour window was kept: a person may still answer, or nobody may. */
export const botRefusalFor = (window: 'human-only' | 'closed') =>
  window === 'closed' ? REFUSAL.botAndHumanWindowClosed : REFUSAL.botWindowClosed;

/** Why the artist cannot reply while Instagram is disconnected, and what to do about it. */
export const INSTAGRAM_DISCONNECTED =
  'Instagram is disconnected: reconnect it in Settings → Integrations to reply.';
