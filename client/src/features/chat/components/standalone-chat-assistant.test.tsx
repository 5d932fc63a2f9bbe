import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/lib/query-client.ts';
import { StandaloneChatAssistant } from './standalone-chat-assistant.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The landing chat against a server whose GET /api/chat/demo answers `status`. */
function renderLandingChat(status: { isAvailable: boolean }) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/chat/demo' ? Response.json(status) : new Response(null, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(<StandaloneChatAssistant />);
  return fetchMock;
}

describe('the landing demo chat (decision 056)', () => {
  it('offers the trial instead of a chat when the site has no demo artist (DEMO_SEED off)', async () => {
    renderLandingChat({ isAvailable: false });
    expect(await screen.findByRole('heading', { name: 'The live demo is off on this site' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('is the chat when the demo artist is there', async () => {
    const fetchMock = renderLandingChat({ isAvailable: true });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/chat/demo', expect.anything()));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.queryByText('The live demo is off on this site')).toBeNull();
  });
});
