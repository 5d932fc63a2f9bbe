import { describe, expect, it } from 'vitest';
import { brief, MARA } from '../../../tests/fixtures/test-consultation.ts';
import { DEFAULT_INTAKE_SETTINGS } from '../../contracts/intake.ts';
import { readArtist } from './read-artist.ts';
import { soleStyleOf, withSoleStyle } from './sole-style.ts';

const KAI = { ...MARA, name: 'Kai', specialtyStyles: ['Japanese'], bio: 'Japanese large-scale work.' };

describe('soleStyleOf', () => {
  it('is the style of an artist who lists exactly one', () => {
    expect(soleStyleOf(KAI)).toBe('Japanese');
  });

  it('reads the artist first: a bio naming another style offers a choice', () => {
    const iris = { ...MARA, specialtyStyles: ['Minimalist'], bio: 'Fine line and ornamental pieces.' };
    expect(soleStyleOf(readArtist(iris, []))).toBeNull();
    expect(soleStyleOf(readArtist(KAI, []))).toBe('Japanese');
  });

  it('is null for several styles, none, or one the artist also says they avoid', () => {
    expect(soleStyleOf(MARA)).toBeNull();
    expect(soleStyleOf({ ...MARA, specialtyStyles: [] })).toBeNull();
    expect(
      soleStyleOf({
        ...KAI,
        intake: { ...DEFAULT_INTAKE_SETTINGS, avoidStyles: ['Japanese'] },
      }),
    ).toBeNull();
  });
});

describe('withSoleStyle', () => {
  it("gives the piece the artist's style once there is an idea, and settles a deferred style", () => {
    const read = withSoleStyle(brief({ idea: 'koi', deferredFields: ['style'] }), KAI);
    expect(read.style).toBe('Japanese');
    expect(read.deferredFields).not.toContain('style');
  });

  it('keeps a style the client named, so its gate and lower fit stay', () => {
    expect(withSoleStyle(brief({ idea: 'hummingbird', style: 'Watercolor' }), KAI).style).toBe('Watercolor');
  });

  it('waits for an idea or a cover-up, and leaves artists with several styles alone', () => {
    expect(withSoleStyle(brief({}), KAI).style).toBeNull();
    expect(withSoleStyle(brief({ isCoverUp: true }), KAI).style).toBe('Japanese');
    expect(withSoleStyle(brief({ idea: 'wolf' }), MARA).style).toBeNull();
  });

  it('is idempotent, so scoring may apply it again', () => {
    const once = withSoleStyle(brief({ idea: 'koi' }), KAI);
    expect(withSoleStyle(once, KAI)).toEqual(once);
  });
});
