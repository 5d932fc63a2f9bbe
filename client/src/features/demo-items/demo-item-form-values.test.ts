import { describe, expect, it } from 'vitest';
import { resolverErrors } from '#tests/fixtures/client/resolver-errors.ts';
import {
  buildDemoItemPayload,
  type DemoItemFormValues,
  demoItemFormSchema,
  EMPTY_DEMO_ITEM_FORM,
  parseTags,
} from './demo-item-form-values.ts';

const validateDemoItem = (values: DemoItemFormValues) => resolverErrors(demoItemFormSchema, values);

describe('buildDemoItemPayload', () => {
  it('trims, turns an empty description into null and defaults the priority to 0', () => {
    expect(
      buildDemoItemPayload({ ...EMPTY_DEMO_ITEM_FORM, title: '  Flash sheet  ', description: '   ' }),
    ).toEqual({
      title: 'Flash sheet',
      description: null,
      priority: 0,
      completed: false,
      tags: [],
    });
    expect(
      buildDemoItemPayload({ title: 'x', description: ' Linework ', priority: '', tags: '' }),
    ).toMatchObject({
      description: 'Linework',
      priority: 0,
    });
  });

  it('splits tags on commas and drops empty ones', () => {
    expect(parseTags(' blackwork, ,fine line,, ')).toEqual(['blackwork', 'fine line']);
  });
});

describe('demoItemFormSchema', () => {
  it('refuses a blank title and a priority out of range, with the contract messages', async () => {
    expect(await validateDemoItem({ ...EMPTY_DEMO_ITEM_FORM, title: '   ', priority: '11' })).toEqual({
      title: 'Title is required',
      priority: 'Priority must be between 0 and 10',
    });
    expect(await validateDemoItem({ ...EMPTY_DEMO_ITEM_FORM, title: 'ok', priority: '2.5' })).toEqual({
      priority: 'Priority must be a whole number',
    });
  });

  it('accepts a complete item', async () => {
    expect(await validateDemoItem({ title: 'Koi', description: '', priority: '10', tags: 'a' })).toEqual({});
  });
});
