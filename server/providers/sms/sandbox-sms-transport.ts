import type { SmsTransport } from './types.ts';

/**
 * The embedded default (decision 068): without Twilio a text is "sent" by being kept. The outbox row the job
 * marks sent is the copy the admin's SMS tab shows; nothing leaves the machine.
 */
export function createSandboxSmsTransport(): SmsTransport {
  return {
    kind: 'sandbox',
    send: async (message) => ({ providerId: `sandbox-${message.id}` }),
  };
}
