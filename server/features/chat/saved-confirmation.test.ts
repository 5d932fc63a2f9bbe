import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_SETTINGS } from '#common/contracts/intake.ts';
import { savedConfirmation } from './saved-confirmation.ts';

describe('the post-save message (issue #11 "Close the loop")', () => {
  const open = { ...DEFAULT_INTAKE_SETTINGS, booksStatus: 'open' as const };

  it('names the artist and the expected reply time', () => {
    expect(savedConfirmation({ artistName: 'Mara Vale', intake: open, language: 'en' })).toBe(
      "Perfect! I've saved our conversation. Mara Vale will review your ideas and usually replies within 2 business days to discuss next steps!",
    );
  });

  it('speaks the six languages, and English for any other', () => {
    expect(savedConfirmation({ artistName: 'Mara', intake: open, language: 'es' })).toMatch(
      /^¡Perfecto! .*Mara revisará tus ideas y suele responder en 2 días hábiles/,
    );
    expect(savedConfirmation({ artistName: 'Mara', intake: null, language: 'pt' })).toMatch(
      /Mara vai analisar suas ideias e costuma responder em até 2 dias úteis/,
    );
    expect(savedConfirmation({ artistName: 'Mara', intake: open, language: 'fr' })).toMatch(
      /^Parfait ! .*Mara va regarder tes idées et répond en général sous 2 jours ouvrés/,
    );
    expect(savedConfirmation({ artistName: 'Mara', intake: open, language: 'de' })).toMatch(
      /^Perfekt! .*innerhalb von 2 Werktagen/,
    );
    expect(savedConfirmation({ artistName: 'Mara', intake: open, language: 'it' })).toMatch(
      /^Perfetto! .*entro 2 giorni lavorativi/,
    );
    expect(savedConfirmation({ artistName: 'Mara', intake: open, language: 'nl' })).toMatch(/^Perfect!/);
  });

  it('says the client is on the waitlist when books are not open', () => {
    for (const booksStatus of ['closed', 'waitlist'] as const) {
      expect(
        savedConfirmation({ artistName: 'Mara', intake: { ...open, booksStatus }, language: 'en' }),
      ).toMatch(/on the waitlist: Mara will get in touch when a spot opens/);
    }
  });

  it('asks a client whose email is not confirmed yet to open the link it was sent (decision 055)', () => {
    const words = { artistName: 'Mara', intake: open, isEmailToConfirm: true };
    expect(savedConfirmation({ ...words, language: 'en' })).toBe(
      "Perfect! I've saved our conversation. Mara will review your ideas and usually replies within 2 business days to discuss next steps! I've emailed you a link: open it to confirm your address, so Mara can write to you.",
    );
    expect(savedConfirmation({ ...words, language: 'de' })).toMatch(
      /Werktagen, .* Ich habe dir einen Link per E-Mail geschickt: Öffne ihn, um deine Adresse zu bestätigen, damit Mara dir schreiben kann\.$/,
    );
    expect(
      savedConfirmation({ ...words, intake: { ...open, booksStatus: 'waitlist' }, language: 'en' }),
    ).toMatch(/spot opens\. I've emailed you a link/);
  });
});
