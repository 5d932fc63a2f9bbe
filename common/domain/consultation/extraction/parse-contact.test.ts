import { describe, expect, it } from 'vitest';
import { parseContactDetails } from './parse-contact.ts';

describe('parseContactDetails', () => {
  it.each([
    ['email me at sam.lee@example.com', { email: 'sam.lee@example.com' }],
    ['(sam+ink@mail.co.uk)', { email: 'sam+ink@mail.co.uk' }],
    ['call me on +44 7700 900123', { phone: '+44 7700 900123' }],
    ['my number is (555) 123-4567', { phone: '(555) 123-4567' }],
    ['text 0412 345 678 or a@b.io', { email: 'a@b.io', phone: '0412 345 678' }],
    ['phone: 555-1234', { phone: '555-1234' }],
  ])('finds the contact in %j', (text, contact) => {
    expect(parseContactDetails(text).contact).toEqual(contact);
  });

  it.each(['budget 1000-1500', 'between 10 and 15 cm', 'june 12 2025', 'me@home', 'a wolf @ my arm'])(
    'finds no contact in %j',
    (text) => {
      expect(parseContactDetails(text).contact).toBeNull();
    },
  );

  it('blanks out links and contact details so their digits are not read as sizes', () => {
    const details = parseContactDetails('see https://pinterest.com/pin/12345 and call 07700 900123');
    expect(details.hasLink).toBe(true);
    expect(details.rest).not.toMatch(/\d/);
  });
});
