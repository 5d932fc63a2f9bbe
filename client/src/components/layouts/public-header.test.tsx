import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header.tsx';

afterEach(cleanup);

describe('PublicHeader', () => {
  it('closes the menu on Escape pressed before the browser has told React it opened', () => {
    render(<PublicHeader sectionsHref="" />);
    const summary = screen.getByRole('button', { name: 'Menu' });
    const details = summary.closest('details')!;
    // Opening the <details> directly: its `toggle` event, which React waits for, has not come yet.
    details.open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
