/** What a thread shows on a message that was kept but not sent (issue #10: "the UI says why"). */
export const REFUSAL = {
  botWindowClosed:
    'Not sent: the assistant may only answer within 24 hours of the client’s last message. Reply yourself within 7 days.',
  humanWindowClosed: 'Not sent: Instagram allows replies only within 7 days of the client’s last message.',
  disconnected: 'Not sent: Instagram is disconnected.',
  botStopped: 'Not sent: the assistant was paused or a person took over before it went out.',
} as const;
