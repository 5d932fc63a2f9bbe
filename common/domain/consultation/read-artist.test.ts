import { describe, expect, it } from 'vitest';
import type { ArtistProfile } from './artist-profile.ts';
import { readArtist } from './read-artist.ts';
import { studioAnswerText } from './studio-answers/answer-studio-questions.ts';

const artist = (bio: string, studioAnswers: ArtistProfile['studioAnswers'] = null): ArtistProfile => ({
  id: 'iris',
  name: 'Iris Lind',
  bio,
  specialtyStyles: ['Minimalist'],
  consultationPrice: null,
  studioAnswers,
});

describe('readArtist: the colour answer an artist gave in their own bio (fresh-2026-11k)', () => {
  it.each([
    ['Fine line and small botanicals, black and grey only.', 'en', /black and grey only/],
    ['Fine line and small botanicals, black and grey only.', 'fr', /uniquement en noir et gris/],
    ['Nur Schwarz-Grau, Fine Line.', 'de', /nur in Schwarz-Grau/],
  ])('reads %j as black and grey only, said in %s', (bio, language, answer) => {
    const read = readArtist(artist(bio), []);
    expect(read.studioAnswers?.colour_work?.isOn).toBe(true);
    expect(studioAnswerText(read.studioAnswers, 'colour_work', language, 'Iris')).toMatch(answer);
  });

  it.each(['Bold colour and black and grey realism.', 'Not only black and grey: colour too!'])(
    'claims nothing about colour from %j',
    (bio) => {
      expect(readArtist(artist(bio), []).studioAnswers?.colour_work).toBeUndefined();
    },
  );

  it('keeps the colour answer the artist wrote themselves', () => {
    const own = { colour_work: { isOn: false, text: {} } };
    expect(readArtist(artist('black and grey only', own), []).studioAnswers).toEqual(own);
  });
});
