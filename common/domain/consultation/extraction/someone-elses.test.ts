import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message.ts';
import { someoneElsesClauses } from './someone-elses.ts';

const clausesOf = (text: string) => {
  const { tokens } = readMessage(text, 2000);
  return someoneElsesClauses(tokens).map(({ start, end }) =>
    tokens
      .slice(start, end)
      .map((token) => token.text)
      .join(' '),
  );
};

describe('someoneElsesClauses (decision 047)', () => {
  it('finds a clause about what someone else has or got', () => {
    expect(clausesOf('my mum has a huge back piece, but i want a tiny star on my wrist')).toEqual([
      'my mum has a huge back piece',
    ]);
    expect(clausesOf('my best friend got a massive one on her thigh haha')).toHaveLength(1);
    expect(clausesOf('mi hermana tiene uno enorme en la espalda')).toHaveLength(1);
  });

  it.each([
    'my daughters name in script on my wrist',
    'in memory of my dad, his coordinates along my collarbone',
    'mi madre falleció hace poco y quiero un retrato suyo en el brazo',
    'my mum and i want matching ones on our wrists',
  ])('leaves the client their own clause in %j', (text) => {
    expect(clausesOf(text)).toEqual([]);
  });
});
