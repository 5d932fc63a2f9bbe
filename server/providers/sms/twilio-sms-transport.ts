import { type OutgoingSms, SmsRefusedError, type SmsTransport } from './types.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or alphanumeric sender; or, instead, a Messaging Service's SID (MG…). */
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  /** One request's longest wait; the job retries after it. */
  timeoutMs?: number;
}

/** Twilio's error body on a 4xx or 5xx: `{ code, message, more_info, status }`. */
interface TwilioErrorBody {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/**
 * Codes that say the message can never be sent to this number, so a retry would only be refused again:
 * 21610, the recipient replied STOP (Twilio's own opt-out handling); 21211 and 21614, not a valid or not a
 * mobile number; 21408, no permission to send to that region.
 */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21614]);
const OPTED_OUT = 21610;

/**
 * Twilio's Messages API (decision 068): POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
 * To, From or MessagingServiceSid, and Body, with HTTP Basic auth (the Account SID and Auth Token). A 201 answers
 * the message's SID. A refusal Twilio will repeat (the codes above) throws SmsRefusedError; any other 4xx or a 5xx
 * throws an Error naming Twilio's code and message, which the job retries.
 */
export function createTwilioSmsTransport(config: TwilioConfig): SmsTransport {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.baseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(message: OutgoingSms) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (response.status === 200 || response.status === 201) {
        const sid = (JSON.parse(text) as { sid?: unknown }).sid;
        if (typeof sid !== 'string') throw new Error('Twilio answered without a message sid');
        return { providerId: sid };
      }
      const error = parseError(text);
      const said = `Twilio ${response.status}${error.code ? ` (${error.code})` : ''}: ${error.message ?? text.slice(0, 200)}`;
      if (error.code && PERMANENT_CODES.has(error.code))
        throw new SmsRefusedError(said, error.code, error.code === OPTED_OUT);
      throw new Error(said);
    },
  };
}

function parseError(text: string): TwilioErrorBody {
  try {
    const body = JSON.parse(text) as TwilioErrorBody;
    return typeof body === 'object' && body ? body : {};
  } catch {
    return {};
  }
}
