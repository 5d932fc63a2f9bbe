import { describe, expect, it } from 'vitest';
import { requestReceivedEmail } from './request-emails.ts';

const email = (language: string | null) =>
  requestReceivedEmail({
    to: 'ana@example.com',
    clientName: 'Ana',
    artistName: 'Mara',
    artistId: 'artist-1',
    leadId: 'lead-1',
    pageUrl: 'https://example.com/r/abc',
    language,
  });

describe('the request-received email (issue #23 item 5)', () => {
  it.each([
    ['fr', 'Mara a bien reçu ta demande de tatouage', 'Ouvrir ta demande'],
    ['de', 'Mara hat deine Tattoo-Anfrage', 'Anfrage öffnen'],
    ['it', 'Mara ha ricevuto la tua richiesta di tatuaggio', 'Apri la tua richiesta'],
    ['es', 'Mara tiene tu solicitud de tatuaje', 'Abrir tu solicitud'],
  ])('speaks the lead language %s', (language, subject, label) => {
    const sent = email(language);
    expect(sent.subject).toBe(subject);
    expect(sent.text).toContain(label);
    expect(sent.text).toContain('https://example.com/r/abc');
  });

  it('is English for a lead in another language or none', () => {
    expect(email('nl').subject).toBe('Mara has your tattoo request');
    expect(email(null).text).toContain('Hi Ana,');
  });
});
