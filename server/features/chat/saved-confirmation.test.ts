import { describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_SETTINGS } from '#common/contracts/intake.ts';
import { savedConfirmation } from './saved-confirmation.ts';

const SPEC_WORDS =
  "Perfect! I've saved our conversation. The artist will review your ideas and follow up with you soon to discuss next steps!";

describe('the post-save messages (spec §4, issue #11 "Close the loop", issue #25)', () => {
  const open = { ...DEFAULT_INTAKE_SETTINGS, booksStatus: 'open' as const };

  it("says spec §4's words, then names the artist and the expected reply time in a second message", () => {
    expect(savedConfirmation({ artistName: 'Mara Vale', intake: open, language: 'en' })).toEqual({
      confirmation: SPEC_WORDS,
      details: 'Mara Vale usually replies within 2 business days.',
    });
  });

  it('speaks the six languages, and English for any other', () => {
    const said = (language: string) => savedConfirmation({ artistName: 'Mara', intake: open, language });
    expect(said('es').confirmation).toMatch(/^¡Perfecto! He guardado nuestra conversación\./);
    expect(said('es').details).toBe('Mara suele responder en 2 días hábiles.');
    expect(said('pt').details).toBe('Mara costuma responder em até 2 dias úteis.');
    expect(said('fr').confirmation).toMatch(/^Parfait ! /);
    expect(said('fr').details).toBe('Mara répond en général sous 2 jours ouvrés.');
    expect(said('de').details).toBe('Mara antwortet meist innerhalb von 2 Werktagen.');
    expect(said('it').details).toBe('Mara di solito risponde entro 2 giorni lavorativi.');
    expect(said('nl').confirmation).toBe(SPEC_WORDS);
  });

  it('says the client is on the waitlist when books are not open', () => {
    for (const booksStatus of ['closed', 'waitlist'] as const) {
      const { confirmation, details } = savedConfirmation({
        artistName: 'Mara',
        intake: { ...open, booksStatus },
        language: 'en',
      });
      expect(confirmation).toBe(SPEC_WORDS);
      expect(details).toMatch(/on the waitlist and you'll hear back when a spot opens\.$/);
    }
  });

  it('asks a client whose email is not confirmed yet to open the link it was sent (decision 055)', () => {
    const words = { artistName: 'Mara', intake: open, isEmailToConfirm: true };
    expect(savedConfirmation({ ...words, language: 'en' }).details).toBe(
      "Mara usually replies within 2 business days. I've emailed you a link: open it to confirm your address, so Mara can write to you.",
    );
    expect(savedConfirmation({ ...words, language: 'de' }).details).toMatch(
      /Werktagen\. Ich habe dir einen Link per E-Mail geschickt: Öffne ihn, um deine Adresse zu bestätigen, damit Mara dir schreiben kann\.$/,
    );
    expect(
      savedConfirmation({ ...words, intake: { ...open, booksStatus: 'waitlist' }, language: 'en' }).details,
    ).toMatch(/spot opens\. I've emailed you a link/);
  });

  it('names the artist in full once, then by the given name (decision 060)', () => {
    const { details } = savedConfirmation({
      artistName: 'Mara Vale Tattoo',
      artistShortName: 'Mara',
      intake: open,
      language: 'en',
      isEmailToConfirm: true,
    });
    expect(details).toBe(
      "Mara Vale Tattoo usually replies within 2 business days. I've emailed you a link: open it to confirm your address, so Mara can write to you.",
    );
  });
});
