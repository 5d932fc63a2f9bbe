import { describe, expect, it } from 'vitest';
import { inheritedDepositRule, inheritStudioSettings } from './inherit-settings.ts';

const artist = {
  studioLocation: null,
  studioHours: '  ',
  depositPolicy: '$50, kept if you cancel late',
  agePolicy: null,
  studioAnswers: { parking: { isOn: true, text: { en: 'Park on Elm St.' } } },
};

describe('inheritStudioSettings', () => {
  it('fills what the artist left unset from the studio, and keeps what the artist set', () => {
    const merged = inheritStudioSettings(artist, {
      address: '12 Harbour Rd, Leeds',
      hours: 'Tue–Sat 11–7',
      depositPolicy: '$100 for every booking',
      agePolicy: '18+, ID at the door',
      studioAnswers: {
        parking: { isOn: true, text: { en: 'Free parking behind the shop.' } },
        pain: { isOn: false, text: {} },
      },
    });
    expect(merged).toEqual({
      studioLocation: '12 Harbour Rd, Leeds',
      studioHours: 'Tue–Sat 11–7',
      depositPolicy: '$50, kept if you cancel late',
      agePolicy: '18+, ID at the door',
      studioAnswers: {
        parking: { isOn: true, text: { en: 'Park on Elm St.' } },
        pain: { isOn: false, text: {} },
      },
    });
  });

  it('leaves an artist outside any studio, or a studio that set nothing, as they are', () => {
    expect(inheritStudioSettings(artist, null)).toBe(artist);
    expect(inheritStudioSettings(artist, {})).toEqual({ ...artist, studioAnswers: artist.studioAnswers });
  });
});

describe('inheritedDepositRule', () => {
  const studio = { depositRule: { kind: 'fixed', amountCents: 10_000 } } as const;
  it("is the studio's until the artist saves their own, then the artist's, even none", () => {
    expect(inheritedDepositRule({ depositRule: { kind: 'none' }, isSaved: false }, studio)).toEqual(
      studio.depositRule,
    );
    expect(inheritedDepositRule({ depositRule: { kind: 'none' }, isSaved: true }, studio)).toEqual({
      kind: 'none',
    });
    expect(inheritedDepositRule({ depositRule: { kind: 'none' }, isSaved: false }, {})).toEqual({
      kind: 'none',
    });
  });
});
