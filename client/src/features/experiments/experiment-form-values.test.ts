import { describe, expect, it } from 'vitest';
import {
  buildExperimentPayload,
  canCreateExperiment,
  EMPTY_EXPERIMENT_FORM,
} from './experiment-form-values.ts';

const filled = { ...EMPTY_EXPERIMENT_FORM, name: 'Greeting test' };

describe('experiment form values', () => {
  it('starts from the spec §5 defaults and needs a name', () => {
    expect(EMPTY_EXPERIMENT_FORM).toMatchObject({
      variantA: { name: 'Control', configJson: '{}' },
      variantB: { name: 'Variant', configJson: '{}' },
      trafficSplit: 50,
      conversionGoal: 'signup',
    });
    expect(canCreateExperiment(EMPTY_EXPERIMENT_FORM)).toBe(false);
    expect(canCreateExperiment({ ...EMPTY_EXPERIMENT_FORM, name: '   ' })).toBe(false);
    expect(canCreateExperiment(filled)).toBe(true);
  });

  it('sends the configs as objects', () => {
    const result = buildExperimentPayload({
      ...filled,
      variantB: { name: 'Playful', description: '', configJson: '{ "tone": "playful", "useEmoji": true }' },
      trafficSplit: 30,
    });
    expect(result).toEqual({
      payload: {
        name: 'Greeting test',
        description: '',
        variantA: { name: 'Control', description: '', config: {} },
        variantB: { name: 'Playful', description: '', config: { tone: 'playful', useEmoji: true } },
        trafficSplit: 30,
        conversionGoal: 'signup',
      },
    });
  });

  it.each(['{tone: playful}', '', '{"tone": "playful",}'])('refuses %j as invalid JSON', (configJson) => {
    expect(buildExperimentPayload({ ...filled, variantA: { ...filled.variantA, configJson } })).toEqual({
      problem: { kind: 'invalid-json', field: 'variantA.config' },
    });
  });

  it('names a config setting the contract refuses', () => {
    expect(
      buildExperimentPayload({
        ...filled,
        variantB: { ...filled.variantB, configJson: '{"tone":"casual"}' },
      }),
    ).toEqual({
      problem: {
        kind: 'invalid-field',
        field: 'variantB.config',
        message: 'config.tone must be one of: friendly, professional, playful',
      },
    });
    expect(
      buildExperimentPayload({ ...filled, variantA: { ...filled.variantA, configJson: '[]' } }),
    ).toMatchObject({
      problem: { field: 'variantA.config', message: 'config must be a JSON object' },
    });
  });
});
