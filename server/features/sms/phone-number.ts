import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The client's number in E.164 (+351912345678), as Twilio takes it, or null when libphonenumber-js cannot read it
 * as a valid number. Decision 068: a number without its country code (no "+" or "00") cannot be placed, since
 * nothing tells us the client's country, and is skipped silently like any other unreadable one: the email goes.
 */
export function toE164(phone: string | null | undefined): string | null {
  const typed = phone?.trim().replace(/^00/, '+');
  if (!typed) return null;
  const parsed = parsePhoneNumberFromString(typed);
  return parsed?.isValid() ? parsed.number : null;
}
