import { describe, expect, it } from 'vitest';
import { extractBrief } from './extraction/extract-brief.ts';
import { formatPlacement, summarizeDirection, summarizeProject, toLeadFields } from './project-summary.ts';

const briefOf = (text: string) => extractBrief([{ role: 'user', content: text }]);

describe('summarizeProject', () => {
  it.each([
    [
      'I want a geometric wolf head on my left forearm, about 5 inches, black only, budget $400',
      'Geometric wolf head, left forearm, ~5 in, black only, budget $400',
    ],
    ['irezumi koi, half sleeve, 1-1.5k', 'Japanese koi, arm, half sleeve, budget 1,000-1,500'],
    ['a tattoo of my dog on my right calf, palm sized', 'Tattoo of my dog, right calf, palm-sized'],
    ['cover up on my upper back, whatever it costs', 'Upper back, flexible budget, cover-up'],
    ['fine line', 'Minimalist piece'],
    ['hi', 'Tattoo enquiry'],
  ])('sums up %j as %j', (text, summary) => {
    expect(summarizeProject(briefOf(text))).toBe(summary);
  });

  it('adds references and timing to the direction summary', () => {
    expect(summarizeDirection(briefOf('dotwork moth on my sternum, I have some pics, in 2 weeks'))).toBe(
      'Dotwork moth, sternum, has references, timing: in 2 weeks',
    );
    expect(summarizeDirection(briefOf('hello'))).toBe('');
  });
});

describe('formatPlacement', () => {
  it.each([
    [{ area: 'forearm', side: 'left', subArea: 'inner' }, 'left inner forearm'],
    [{ area: 'hand', side: 'right', subArea: 'back' }, 'back of the right hand'],
    [{ area: 'behind the ear' }, 'behind the ear'],
  ] as const)('formats %j as %j', (placement, text) => {
    expect(formatPlacement(placement)).toBe(text);
  });
});

describe('toLeadFields', () => {
  it('fills the lead columns from the brief', () => {
    expect(toLeadFields(briefOf('realistic lion on my left thigh, 20cm, around $900'))).toEqual({
      tattooStyle: 'Realism',
      placement: 'left thigh',
      size: '20 cm',
      budget: '~$900',
      description: 'lion',
    });
  });
});
