import { describe, expect, it } from 'vitest';
import { DEFAULT_CONVERSATION_STYLE, parseConversationStyle, questionOrder } from './conversation-style.ts';

describe('parseConversationStyle', () => {
  it('defaults to friendly and concise', () => {
    expect(DEFAULT_CONVERSATION_STYLE).toEqual({
      tone: 'friendly',
      askBudgetEarly: false,
      useEmoji: false,
      showPortfolioEarly: false,
    });
  });

  it.each([null, undefined, 'playful', 42, [], { tone: 'sarcastic', useEmoji: 'yes' }])(
    'falls back to the defaults for the invalid config %j',
    (config) => {
      expect(parseConversationStyle(config)).toMatchObject(DEFAULT_CONVERSATION_STYLE);
    },
  );

  it('keeps the valid parts of an experiment variant config and ignores the rest', () => {
    expect(
      parseConversationStyle({
        tone: 'playful',
        greeting: '  Hey you!  ',
        questionOrder: ['budget', 'nope'],
        extra: 1,
      }),
    ).toEqual({
      tone: 'playful',
      greeting: 'Hey you!',
      questionOrder: ['budget'],
      askBudgetEarly: false,
      useEmoji: false,
      showPortfolioEarly: false,
    });
  });
});

describe('questionOrder', () => {
  it('follows the issue order by default', () => {
    expect(questionOrder(DEFAULT_CONVERSATION_STYLE)).toEqual([
      'idea',
      'style',
      'placement',
      'size',
      'color',
      'budget',
      'references',
      'timing',
      'contact',
    ]);
  });

  it('puts the configured fields first and keeps every field once', () => {
    const order = questionOrder(
      parseConversationStyle({ questionOrder: ['placement', 'size', 'placement'] }),
    );
    expect(order.slice(0, 3)).toEqual(['placement', 'size', 'idea']);
    expect(order).toHaveLength(9);
  });

  it('asks for the budget right after the idea when asked to', () => {
    expect(questionOrder(parseConversationStyle({ askBudgetEarly: true })).slice(0, 3)).toEqual([
      'idea',
      'budget',
      'style',
    ]);
  });
});
