import type { Env } from '../../env.ts';
import { createSandboxSmsTransport } from './sandbox-sms-transport.ts';
import { createTwilioSmsTransport } from './twilio-sms-transport.ts';
import type { SmsTransport } from './types.ts';

export type SmsEnv = Pick<
  Env,
  | 'SMS_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_MESSAGING_SERVICE_SID'
  | 'TWILIO_API_URL'
>;

/** Twilio when SMS_PROVIDER=twilio (env.ts requires its keys then), else the local sandbox (decision 068). */
export function createSmsTransport(env: SmsEnv): SmsTransport {
  if (env.SMS_PROVIDER !== 'twilio') return createSandboxSmsTransport();
  return createTwilioSmsTransport({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    baseUrl: env.TWILIO_API_URL,
  });
}
