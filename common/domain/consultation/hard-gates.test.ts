import { describe, expect, it } from 'vitest';
import { brief, MARA } from '../../../tests/fixtures/test-consultation.ts';
import { findHardGates } from './hard-gates.ts';

const kinds = (...args: Parameters<typeof findHardGates>) => findHardGates(...args).map((gate) => gate.kind);

describe('findHardGates', () => {
  it('passes a brief the artist can take', () => {
    expect(
      kinds(
        brief({ style: 'Geometric', age: 25, budget: { max: 400, currency: 'USD', text: '$400' } }),
        MARA,
      ),
    ).toEqual([]);
  });

  it.each([
    [17, ['under_age']],
    [12, ['under_age']],
    [18, []],
    [40, []],
  ])('gates a stated age of %d by the minimum age of 18', (age, gates) => {
    expect(kinds(brief({ age }), MARA)).toEqual(gates);
  });

  it('gates a style the artist does not list, naming the artist and the styles', () => {
    const [gate] = findHardGates(brief({ style: 'Watercolor' }), MARA);
    expect(gate).toEqual({
      kind: 'style_not_offered',
      reason: "Watercolor is not one of Mara Vale's styles (blackwork, geometric and dotwork).",
    });
  });

  it('does not gate style when the artist lists none', () => {
    expect(kinds(brief({ style: 'Watercolor' }), { ...MARA, specialtyStyles: [] })).toEqual([]);
  });

  it.each([
    [{ max: 100, currency: 'USD', text: '$100' }, ['budget_below_minimum']],
    [{ min: 100, currency: null, text: '100+' }, ['budget_below_minimum']],
    [{ max: 180, currency: 'USD', text: 'up to $180' }, []],
    [{ min: 150, max: 300, currency: 'USD', text: '$150-300' }, []],
    [{ currency: null, text: 'flexible', isFlexible: true }, []],
  ] as const)('gates a budget clearly below the minimum: %j', (budget, gates) => {
    expect(kinds(brief({ budget }), MARA)).toEqual(gates);
  });

  it('does not judge the budget when the artist set no minimum', () => {
    expect(
      kinds(brief({ budget: { max: 50, currency: 'USD', text: '$50' } }), { ...MARA, minimumPrice: null }),
    ).toEqual([]);
  });
});
