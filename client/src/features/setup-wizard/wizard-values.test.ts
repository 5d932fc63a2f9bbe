import { describe, expect, it } from 'vitest';
import { buildSetupPayload, EMPTY_WIZARD_VALUES, firstStepWithError, validateStep } from './wizard-values.ts';

describe('buildSetupPayload', () => {
  it('sends integers or null, trimmed text, and the completion flag', () => {
    expect(
      buildSetupPayload({
        ...EMPTY_WIZARD_VALUES,
        artistName: '  Ink Witch ',
        specialtyStyles: ['Blackwork'],
        yearsExperience: '8',
        consultationPrice: '',
        bookingUrl: ' ',
        instagramHandle: '@inkwitch',
      }),
    ).toEqual({
      artistName: 'Ink Witch',
      bio: '',
      specialtyStyles: ['Blackwork'],
      yearsExperience: 8,
      consultationPrice: null,
      bookingUrl: null,
      instagramHandle: '@inkwitch',
      hasCompletedSetup: true,
    });
  });
});

describe('validateStep', () => {
  it("reports the contract's messages for the step's fields only", () => {
    const values = {
      ...EMPTY_WIZARD_VALUES,
      artistName: 'Ink',
      yearsExperience: 'ten',
      bookingUrl: 'ftp://x',
    };
    expect(validateStep(1, values)).toEqual({});
    expect(validateStep(3, values)).toEqual({
      yearsExperience: 'Years of experience must be a whole number',
      bookingUrl: 'Booking URL must start with http:// or https://',
    });
  });
});

describe('firstStepWithError', () => {
  it('finds the earliest step with a bad field and ignores unknown fields', () => {
    expect(firstStepWithError(['bookingUrl', 'specialtyStyles'])).toBe(2);
    expect(firstStepWithError(['hasCompletedSetup'])).toBeNull();
  });
});
