import { describe, expect, it } from 'vitest';
import type { PublicArtist } from '#common/contracts/artists.ts';
import { artistFacts, instagramProfile } from './artist-facts.ts';

const artist = (overrides: Partial<PublicArtist>): PublicArtist => ({
  id: 'artist-1',
  handle: 'ink',
  artistName: 'Ink',
  bio: '',
  specialtyStyles: [],
  yearsExperience: null,
  consultationPrice: null,
  bookingUrl: null,
  instagramHandle: null,
  portfolio: [],
  studio: null,
  brand: null,
  ...overrides,
});

describe('artistFacts', () => {
  it('lists years and consultation price, leaving out what is not set', () => {
    expect(artistFacts(artist({ yearsExperience: 9, consultationPrice: 1500 }))).toEqual([
      '9 years tattooing',
      'Consultation $1,500',
    ]);
    expect(artistFacts(artist({ yearsExperience: 1 }))).toEqual(['1 year tattooing']);
    expect(artistFacts(artist({ consultationPrice: 0 }))).toEqual(['Free consultation']);
    expect(artistFacts(artist({}))).toEqual([]);
  });
});

describe('instagramProfile', () => {
  it('links the handle with or without its @', () => {
    const profile = { label: '@maravale.ink', url: 'https://www.instagram.com/maravale.ink/' };
    expect(instagramProfile('maravale.ink')).toEqual(profile);
    expect(instagramProfile('@maravale.ink')).toEqual(profile);
  });
});
