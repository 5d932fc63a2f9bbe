import { describe, expect, it } from 'vitest';
import type { ArtistIntake } from '#common/contracts/intake.ts';
import { brief } from '#tests/fixtures/test-consultation.ts';
import type { ArtistProfile } from '../consultation/artist-profile.ts';
import type { PortfolioPiece } from '../consultation/portfolio-match.ts';
import {
  leadRoutingOf,
  namedArtistIn,
  ROUTING_TIE_POINTS,
  type RoutingCandidate,
  routeToArtist,
} from './route-to-artist.ts';

const intake = (fields: Partial<ArtistIntake>): ArtistIntake => ({
  avoidStyles: [],
  booksStatus: 'open',
  takesCoverUps: null,
  takesWalkIns: null,
  doesFlash: null,
  depositPolicy: null,
  studioLocation: null,
  studioHours: null,
  agePolicy: null,
  ...fields,
});

const piece = (id: string, style: string, tags: string[]): PortfolioPiece => ({
  id,
  title: tags.join(' '),
  imageUrl: `/p/${id}.webp`,
  style,
  description: tags.join(', '),
  tags,
});

function candidate(
  id: string,
  name: string,
  styles: ArtistProfile['specialtyStyles'],
  rules: Partial<ArtistIntake> & { minimumPrice?: number } = {},
  portfolio: PortfolioPiece[] = [],
): RoutingCandidate {
  return {
    artist: {
      id,
      name,
      bio: '',
      specialtyStyles: styles,
      consultationPrice: null,
      minimumPrice: rules.minimumPrice ?? null,
      intake: intake(rules),
    },
    portfolio,
  };
}

const owner = candidate('owner', 'Rae', ['Traditional', 'Japanese'], {}, [
  piece('r1', 'Traditional', ['swallow', 'bird']),
  piece('r2', 'Japanese', ['koi', 'fish']),
]);
const mia = candidate('mia', 'Mia', ['Minimalist', 'Watercolor'], {}, [
  piece('m1', 'Minimalist', ['rose', 'flower', 'botanical']),
  piece('m2', 'Watercolor', ['peony', 'flower']),
]);
const jo = candidate('jo', 'Jo', ['Realism', 'Portrait', 'Blackwork'], { avoidStyles: ['Watercolor'] }, [
  piece('j1', 'Realism', ['lion', 'animal']),
  piece('j2', 'Portrait', ['portrait', 'face']),
]);
const studio = [owner, mia, jo];

describe('routeToArtist', () => {
  it('waits while the brief has nothing to compare', () => {
    expect(routeToArtist(brief({ idea: null }), studio)).toEqual({ kind: 'undecided' });
    expect(routeToArtist(brief({ idea: 'something meaningful' }), studio)).toEqual({ kind: 'undecided' });
  });

  it("sends a watercolour flower to Mia, naming her style and Jo's rule", () => {
    const decision = routeToArtist(
      brief({ idea: 'watercolour peony', style: 'Watercolor', subjects: ['peony', 'flower'] }),
      studio,
    );
    expect(decision).toMatchObject({ kind: 'matched', artistId: 'mia' });
    if (decision.kind !== 'matched') return;
    expect(decision.reason).toBe(
      "Watercolor is one of Mia's styles; Rae doesn't list watercolor; Jo avoids watercolor",
    );
    expect(decision.candidates.map((fit) => fit.artistId)).toEqual(['mia', 'owner', 'jo']);
    expect(decision.candidates.find((fit) => fit.artistId === 'jo')).toMatchObject({
      matchPercentage: 0,
      weakness: 'Jo avoids watercolor',
    });
  });

  it('sends a realistic lion to Jo and a koi to the owner', () => {
    expect(
      routeToArtist(brief({ idea: 'realistic lion', style: 'Realism', subjects: ['lion'] }), studio),
    ).toMatchObject({ kind: 'matched', artistId: 'jo' });
    expect(
      routeToArtist(brief({ idea: 'koi fish', style: 'Japanese', subjects: ['koi', 'fish'] }), studio),
    ).toMatchObject({ kind: 'matched', artistId: 'owner' });
  });

  it('tells closed books from open ones, and keeps a closed artist as the last resort', () => {
    const closedMia = candidate('mia', 'Mia', ['Minimalist'], { booksStatus: 'closed' });
    const openAna = candidate('ana', 'Ana', ['Minimalist'], {});
    const idea = brief({ idea: 'tiny rose', style: 'Minimalist', subjects: ['rose'] });
    const decision = routeToArtist(idea, [closedMia, openAna]);
    expect(decision).toMatchObject({ kind: 'matched', artistId: 'ana' });
    if (decision.kind === 'matched') expect(decision.reason).toContain("Mia's books are closed");
    expect(routeToArtist(idea, [closedMia])).toMatchObject({ kind: 'matched', artistId: 'mia' });
  });

  it('never routes a cover-up to an artist who does not take them', () => {
    const noCovers = candidate('a', 'Ash', ['Blackwork'], { takesCoverUps: false });
    const covers = candidate('b', 'Bo', ['Blackwork'], { takesCoverUps: true });
    const decision = routeToArtist(
      brief({ idea: 'black panther', style: 'Blackwork', subjects: ['panther'], isCoverUp: true }),
      [noCovers, covers],
    );
    expect(decision).toMatchObject({ kind: 'matched', artistId: 'b' });
    if (decision.kind === 'matched') expect(decision.reason).toContain("Ash doesn't take cover-ups");
  });

  it('weighs the budget against each minimum', () => {
    const dear = candidate('dear', 'Dee', ['Blackwork'], { minimumPrice: 800 });
    const cheap = candidate('cheap', 'Cy', ['Blackwork'], { minimumPrice: 100 });
    const decision = routeToArtist(
      brief({
        idea: 'black moth',
        style: 'Blackwork',
        subjects: ['moth'],
        budget: { min: 150, max: 200, currency: 'USD', text: '$150-200' },
      }),
      [dear, cheap],
    );
    expect(decision).toMatchObject({ kind: 'matched', artistId: 'cheap' });
  });

  it(`asks when the top two are within ${ROUTING_TIE_POINTS} points`, () => {
    const a = candidate('a', 'Mia Hart', ['Geometric']);
    const b = candidate('b', 'Jo Lin', ['Geometric']);
    const decision = routeToArtist(
      brief({ idea: 'geometric wolf', style: 'Geometric', subjects: ['wolf'] }),
      [a, b],
    );
    expect(decision.kind).toBe('ask');
    if (decision.kind !== 'ask') return;
    expect(decision.between.map((fit) => fit.artistId)).toEqual(['a', 'b']);
    const chose = leadRoutingOf(decision, { studioId: 's', at: new Date(0), chosenArtistId: 'b' });
    expect(chose).toMatchObject({ artistId: 'b', routing: { how: 'client-chose' } });
    expect(chose.routing.reason).toContain('the client chose Jo');
    expect(leadRoutingOf(decision, { studioId: 's', at: new Date(0) })).toMatchObject({
      artistId: 'a',
      routing: { how: 'matched' },
    });
  });

  it('between two equal fits, sends the idea to the one free a day or more sooner instead of asking', () => {
    const wolf = brief({ idea: 'geometric wolf', style: 'Geometric', subjects: ['wolf'] });
    const day = (n: number) => new Date(Date.UTC(2026, 11, n, 10));
    const a = { ...candidate('a', 'Mia Hart', ['Geometric']), nextOpenAt: day(20) };
    const b = { ...candidate('b', 'Jo Lin', ['Geometric']), nextOpenAt: day(3) };
    const sooner = routeToArtist(wolf, [a, b]);
    expect(sooner).toMatchObject({ kind: 'matched', artistId: 'b' });
    expect(sooner.kind === 'matched' && sooner.reason).toBe(
      'Mia Hart and Jo Lin fit equally (68% and 68%); Jo Lin has the sooner open time',
    );
    // Only one has any free time in the horizon: that one.
    expect(routeToArtist(wolf, [{ ...a, nextOpenAt: null }, b])).toMatchObject({ artistId: 'b' });
    // Hours apart is the same to a client, and an unknown calendar decides nothing: the client is asked.
    expect(routeToArtist(wolf, [{ ...a, nextOpenAt: new Date(day(3).getTime() + 3_600_000) }, b]).kind).toBe(
      'ask',
    );
    expect(routeToArtist(wolf, [candidate('a', 'Mia Hart', ['Geometric']), b]).kind).toBe('ask');
  });

  it('leaves an idea no artist fits with the owner', () => {
    const decision = routeToArtist(brief({ idea: 'tribal band', style: 'Tribal', subjects: ['band'] }), [
      candidate('o', 'Rae', ['Watercolor'], { avoidStyles: ['Tribal'] }),
      candidate('x', 'Xu', ['Portrait'], { avoidStyles: ['Tribal'] }),
    ]);
    expect(decision).toMatchObject({ kind: 'matched', artistId: 'o' });
  });
});

describe('namedArtistIn', () => {
  const between = [
    { artistId: 'a', artistName: 'Mia Hart' },
    { artistId: 'b', artistName: 'Zoë' },
  ];
  it('reads the one name an answer gives, in any case or accent', () => {
    expect(namedArtistIn('Mia please!', between)).toBe('a');
    expect(namedArtistIn('me gustaría con zoe', between)).toBe('b');
    expect(namedArtistIn('either is fine', between)).toBeNull();
    expect(namedArtistIn('Mia or Zoë, both great', between)).toBeNull();
  });
});
