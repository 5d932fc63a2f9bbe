import { describe, expect, it } from 'vitest';
import { booksStateLine } from './books-state-line.ts';

describe('booksStateLine', () => {
  it('says what the Overview shows for each state', () => {
    const line = (
      booksStatus: 'open' | 'closed' | 'waitlist',
      booksReopenOn: string | null,
      booksCloseAfter: number | null,
    ) => booksStateLine({ booksStatus, booksReopenOn, booksCloseAfter });
    expect(line('open', null, null)).toBe('Books open');
    expect(line('open', null, 3)).toBe('Books close after 3 more requests');
    expect(line('open', null, 1)).toBe('Books close after 1 more request');
    expect(line('closed', '2027-01-12', null)).toBe('Books closed until 12 Jan');
    expect(line('waitlist', '2027-12-31', null)).toBe('Waitlist only until 31 Dec');
    expect(line('closed', null, null)).toBe('Books closed');
  });
});
