import { describe, expect, it } from 'vitest';
import { resolverErrors } from '#tests/fixtures/client/resolver-errors.ts';
import {
  buildSetupPayload,
  EMPTY_WIZARD_VALUES,
  firstStepWithError,
  stepFields,
  type WizardValues,
  wizardFormSchema,
} from './wizard-values.ts';

/** What the form's resolver reports for one step's fields (the wizard checks a step with `trigger`). */
async function stepErrors(step: number, values: WizardValues) {
  const errors = await resolverErrors(wizardFormSchema, values);
  return Object.fromEntries(
    stepFields(step).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  );
}

describe('buildSetupPayload', () => {
  it('tidies a price typed with its currency sign and an address typed without https://', async () => {
    const values = { ...EMPTY_WIZARD_VALUES, consultationPrice: '$150', bookingUrl: 'calendly.com/kai' };
    expect(buildSetupPayload(values)).toMatchObject({
      consultationPrice: 150,
      bookingUrl: 'https://calendly.com/kai',
    });
    expect(await stepErrors(3, values)).toEqual({});
  });

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

describe('wizardFormSchema', () => {
  it("reports the contract's messages for the step's fields only", async () => {
    const values = {
      ...EMPTY_WIZARD_VALUES,
      artistName: 'Ink',
      yearsExperience: 'ten',
      bookingUrl: 'ftp://x',
    };
    expect(await stepErrors(1, values)).toEqual({});
    expect(await stepErrors(3, values)).toEqual({
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
