import type { Contact } from '../brief.ts';

export interface ContactDetails {
  contact: Contact | null;
  /** A link (Pinterest, Instagram, an image host) is almost always a reference for the design. */
  hasLink: boolean;
  /** The text with emails, phone numbers and links blanked out, so their digits are not read as sizes. */
  rest: string;
}

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;
const EDGE_PUNCTUATION = /^[(<"'[]+|[)>"'\].,;:!?]+$/g;
const PHONE_CUES = ['call', 'text', 'phone', 'number', 'whatsapp', 'cell', 'mobile', 'tel'];
/** Fewer digits is a budget range ("1000-1500") or a date; more is not a phone number. */
const MIN_PHONE_DIGITS = 9;
const MIN_PHONE_DIGITS_WITH_CUE = 7;
const MAX_PHONE_DIGITS = 15;

/** Emails, phone numbers and links in lowercased text. Splits on whitespace; never backtracks. */
export function parseContactDetails(text: string): ContactDetails {
  let email: string | undefined;
  let hasLink = false;
  const kept = text.split(/\s+/).map((chunk) => {
    const word = chunk.replace(EDGE_PUNCTUATION, '');
    if (word.startsWith('http://') || word.startsWith('https://') || word.startsWith('www.')) {
      hasLink = true;
      return ' . ';
    }
    if (word.includes('@') && EMAIL.test(word)) {
      email ??= word;
      return ' . ';
    }
    return chunk;
  });
  const withoutEmails = kept.join(' ');
  const phoneSpan = findPhone(withoutEmails);
  const rest = phoneSpan
    ? `${withoutEmails.slice(0, phoneSpan.start)} . ${withoutEmails.slice(phoneSpan.end)}`
    : withoutEmails;
  const phone = phoneSpan?.value;
  const contact = email || phone ? { ...(email && { email }), ...(phone && { phone }) } : null;
  return { contact, hasLink, rest };
}

interface PhoneSpan {
  value: string;
  start: number;
  end: number;
}

function findPhone(text: string): PhoneSpan | null {
  const minDigits = PHONE_CUES.some((cue) => text.includes(cue))
    ? MIN_PHONE_DIGITS_WITH_CUE
    : MIN_PHONE_DIGITS;
  let index = 0;
  while (index < text.length) {
    const opensNumber = text.charAt(index) === '+' || text.charAt(index) === '(';
    const startsNumber = isDigit(text, index) || (opensNumber && isDigit(text, index + 1));
    if (!startsNumber || isDigit(text, index - 1) || isLetter(text, index - 1)) {
      index += 1;
      continue;
    }
    const span = readPhoneRun(text, index);
    const digits = span.value.replace(/\D/g, '').length;
    const endsInWord = isLetter(text, span.end);
    if (digits >= minDigits && digits <= MAX_PHONE_DIGITS && !endsInWord) return span;
    index = Math.max(span.end, index + 1);
  }
  return null;
}

/** Digits with the separators people put in phone numbers: "+44 7700 900123", "(555) 123-4567". */
function readPhoneRun(text: string, start: number): PhoneSpan {
  let end = start + 1;
  let lastDigitEnd = start + 1;
  while (end < text.length && '0123456789 -.()'.includes(text.charAt(end))) {
    if (isDigit(text, end)) lastDigitEnd = end + 1;
    end += 1;
  }
  return { value: text.slice(start, lastDigitEnd), start, end: lastDigitEnd };
}

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

function isLetter(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 97 && code <= 122;
}
