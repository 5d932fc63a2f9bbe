import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.ts';

describe('splitLinks', () => {
  it('finds web addresses in a message, leaving the sentence’s punctuation outside them', () => {
    expect(splitLinks('Book on my page: https://example.com/book/mara-vale. When are you hoping?')).toEqual([
      { text: 'Book on my page: ' },
      { href: 'https://example.com/book/mara-vale', text: 'https://example.com/book/mara-vale' },
      { text: '. When are you hoping?' },
    ]);
    expect(splitLinks('(see http://a.example/x?y=1)')).toEqual([
      { text: '(see ' },
      { href: 'http://a.example/x?y=1', text: 'http://a.example/x?y=1' },
      { text: ')' },
    ]);
  });

  it('leaves text without an http(s) address alone, javascript: and bare domains included', () => {
    expect(splitLinks('javascript:alert(1) or example.com')).toEqual([
      { text: 'javascript:alert(1) or example.com' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
