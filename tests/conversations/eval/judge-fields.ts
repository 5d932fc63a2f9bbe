import type { ExpectedField, FieldExpectations } from '../case-schema.ts';
import { isUnderAge, type ObservedBrief, placementText } from './observed-fields.ts';

export interface FieldResult {
  field: ExpectedField;
  pass: boolean;
  expected: string;
  actual: string;
}

const show = (value: unknown) => (value === undefined || value === null ? 'nothing' : JSON.stringify(value));
const includesAny = (text: string | null | undefined, words: readonly string[]) =>
  !!text && words.some((word) => text.toLowerCase().includes(word.toLowerCase()));

/** Compares each expected field with the stored brief (decision 019 lists the rule per field). */
export function judgeFields(expected: FieldExpectations, brief: ObservedBrief): FieldResult[] {
  return (Object.keys(expected) as ExpectedField[]).map((field) => {
    const { pass, actual } = judgeField(field, expected, brief);
    return { field, pass, expected: show(expected[field]), actual: show(actual) };
  });
}

function judgeField(
  field: ExpectedField,
  expected: FieldExpectations,
  brief: ObservedBrief,
): { pass: boolean; actual: unknown } {
  switch (field) {
    case 'style':
      return { pass: (brief.style ?? null) === expected.style, actual: brief.style };
    case 'color':
      return { pass: (brief.colorMode ?? null) === expected.color, actual: brief.colorMode };
    case 'placement': {
      const text = placementText(brief);
      const want = expected.placement;
      if (!want) return { pass: text === null, actual: text };
      const areas = typeof want.area === 'string' ? [want.area] : want.area;
      const sideOk = !want.side || brief.placement?.side === want.side;
      return { pass: includesAny(text, areas) && sideOk, actual: text };
    }
    case 'size': {
      const want = expected.size;
      const size = brief.size;
      if (!want) return { pass: !size, actual: size };
      const cmOk =
        !!want.cm && typeof size?.cm === 'number' && size.cm >= want.cm[0] && size.cm <= want.cm[1];
      const textOk = !!want.text && includesAny(size?.text, want.text);
      return { pass: cmOk || textOk, actual: size };
    }
    case 'budget': {
      const want = expected.budget;
      const budget = brief.budget;
      if (!want) return { pass: !budget, actual: budget };
      if (!budget) return { pass: false, actual: budget };
      const minOk = want.min === undefined || budget.min === want.min;
      const maxOk = want.max === undefined || budget.max === want.max;
      const aroundOk = want.around === undefined || budget.min === want.around || budget.max === want.around;
      const currencyOk = want.currency === undefined || (budget.currency ?? null) === want.currency;
      return { pass: minOk && maxOk && aroundOk && currencyOk, actual: budget };
    }
    case 'idea': {
      const want = expected.idea;
      if (!want) return { pass: !brief.idea, actual: brief.idea };
      return {
        pass: want.every((word) => includesAny(brief.idea, typeof word === 'string' ? [word] : word)),
        actual: brief.idea,
      };
    }
    case 'timing':
      return { pass: includesAny(brief.timing, expected.timing ?? []), actual: brief.timing };
    case 'references':
      return { pass: (brief.hasReferences ?? null) === expected.references, actual: brief.hasReferences };
    case 'age':
      return { pass: brief.age === expected.age, actual: brief.age };
    case 'underAge':
      return { pass: isUnderAge(brief) === expected.underAge, actual: isUnderAge(brief) };
    case 'turnsAdultSoon':
      return {
        pass: (brief.turnsAdultSoon ?? false) === expected.turnsAdultSoon,
        actual: brief.turnsAdultSoon,
      };
    case 'coverUp':
      return { pass: (brief.isCoverUp ?? false) === expected.coverUp, actual: brief.isCoverUp };
    case 'language':
      return { pass: brief.language === expected.language, actual: brief.language };
  }
}
