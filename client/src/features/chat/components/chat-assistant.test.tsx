import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse } from '#common/contracts/chat.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { CHAT_ERROR_REPLY, CHAT_GREETING, QUICK_STARTS } from '../chat-copy.ts';
import { ChatAssistant } from './chat-assistant.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPLY: ChatResponse = {
  response: 'Love it. Where on your body would you like it?',
  portfolioImages: [],
  conceptVisual: null,
  clarityScore: 44,
  readyToSave: false,
  directionSummary: 'Geometric wolf head',
};

function renderChat(answer: () => Response, props: { artistId?: string } = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <TestProviders>
      <ChatAssistant {...props} />
    </TestProviders>,
  );
  const requestBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
  return { fetchMock, requestBody };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatAssistant', () => {
  it('opens with the greeting and the quick starts, and sends nothing blank', () => {
    const { fetchMock } = renderChat(() => Response.json(REPLY));
    expect(within(log()).getByText(CHAT_GREETING)).toBeTruthy();
    for (const start of QUICK_STARTS) expect(screen.getByRole('button', { name: start })).toBeTruthy();
    expect(screen.getByText('Clarity 0%')).toBeTruthy();
    expect(screen.getByText('Est. cost $0.0000')).toBeTruthy();

    fireEvent.change(messageBox(), { target: { value: '   ' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends on Enter (not Shift+Enter), shows the reply and hides the quick starts', async () => {
    const { fetchMock, requestBody } = renderChat(() => Response.json(REPLY), { artistId: 'artist-1' });
    fireEvent.change(messageBox(), { target: { value: '  a geometric wolf head ' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(messageBox()).toHaveProperty('disabled', true);
    expect(screen.getByText('The assistant is typing…')).toBeTruthy();
    expect(await within(log()).findByText(REPLY.response)).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledWith('/api/chat/consult', expect.objectContaining({ method: 'POST' }));
    const body = requestBody();
    expect(body.messages).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'a geometric wolf head' },
    ]);
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(body.artistId).toBe('artist-1');
    expect(messageBox()).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: QUICK_STARTS[0] })).toBeNull();
    expect(screen.getByText('Clarity 44%')).toBeTruthy();
    // ⌈21 / 4⌉ = 6 input tokens at $1.25/M plus ⌈47 / 4⌉ = 12 output tokens at $5/M = $0.0000675.
    expect(screen.getByText('Est. cost $0.0001')).toBeTruthy();
  });

  it('sends a quick start as the first message', async () => {
    const { requestBody } = renderChat(() => Response.json(REPLY));
    fireEvent.click(screen.getByRole('button', { name: QUICK_STARTS[2] }));
    expect(await within(log()).findByText(REPLY.response)).toBeTruthy();
    expect(requestBody().messages.at(-1)).toEqual({ role: 'user', content: QUICK_STARTS[2] });
  });

  it("offers a reply's set answers as buttons, sends the one tapped, and drops them once answered", async () => {
    const replies = [
      {
        ...REPLY,
        response: 'Ada and Bo would both be a great fit. Who would you like?',
        choices: ['Ada', 'Bo'],
      },
      { ...REPLY, response: 'Bo will take it from here.' },
    ];
    const { requestBody } = renderChat(() => Response.json(replies.shift()));
    fireEvent.change(messageBox(), { target: { value: 'a geometric wolf' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    const answers = await screen.findByRole('list', { name: 'Tap to answer' });
    fireEvent.click(within(answers).getByRole('button', { name: 'Bo' }));
    expect(await within(log()).findByText('Bo will take it from here.')).toBeTruthy();
    expect(requestBody(1).messages.at(-1)).toEqual({ role: 'user', content: 'Bo' });
    expect(screen.queryByRole('list', { name: 'Tap to answer' })).toBeNull();
  });

  it('apologises when the assistant cannot answer, and only warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderChat(() => new Response('{"message":"Too many messages"}', { status: 429 }));
    fireEvent.change(messageBox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText(CHAT_ERROR_REPLY)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('The chat assistant could not answer:', expect.any(Error));
    await waitFor(() => expect(messageBox()).toHaveProperty('disabled', false));
    warn.mockRestore();
  });

  it('keeps a message that failed to send in the conversation, then the apology, with a Retry (spec §4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isDown = true;
    const { fetchMock, requestBody } = renderChat(() =>
      isDown ? new Response('{"message":"busy"}', { status: 503 }) : Response.json(REPLY),
    );
    fireEvent.change(messageBox(), { target: { value: 'a moth on my sternum, about 10cm' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(await within(log()).findByText(CHAT_ERROR_REPLY)).toBeTruthy();
    const shown = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown.slice(-2)).toEqual([
      'You: a moth on my sternum, about 10cmNot sentRetry',
      `Assistant: ${CHAT_ERROR_REPLY}`,
    ]);
    expect(messageBox()).toHaveProperty('value', '');

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText(REPLY.response)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(1).messages.filter((message: { role: string }) => message.role === 'user')).toEqual([
      { role: 'user', content: 'a moth on my sternum, about 10cm' },
    ]);
    expect(within(log()).getAllByText('a moth on my sternum, about 10cm')).toHaveLength(1);
    expect(within(log()).queryByText(CHAT_ERROR_REPLY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    warn.mockRestore();
  });

  it('says why the server refused a message’s images, and Retry sends the message without them (issue #24 item 6)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reason =
      'At most 24 MB of images from your connection an hour: try again next hour, or send your message without them';
    let refusesImages = true;
    const { fetchMock, requestBody } = renderChat(() =>
      refusesImages
        ? Response.json(
            { message: `messages.1.images: ${reason}`, errors: { 'messages.1.images': reason } },
            { status: 429 },
          )
        : Response.json(REPLY),
    );
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ref.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput, { target: { files: [photo] } });
    await screen.findByRole('img', { name: 'ref.jpg' });
    fireEvent.change(messageBox(), { target: { value: 'like this one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await within(log()).findByText(`${reason}. Press Retry to send your message without that image.`),
    ).toBeTruthy();
    expect(within(log()).queryByText(CHAT_ERROR_REPLY)).toBeNull();
    expect(within(log()).getByText('Not sent')).toBeTruthy();
    expect(messageBox()).toHaveProperty('value', '');
    expect(screen.queryByRole('list', { name: 'Images to send' })).toBeNull();

    refusesImages = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText(REPLY.response)).toBeTruthy();
    expect(requestBody(1).messages.at(-1)).toEqual({ role: 'user', content: 'like this one' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('keeps the quick starts, disabled, while the first reply is pending (spec §4: 2 or fewer messages)', async () => {
    let answer!: (response: Response) => void;
    const { fetchMock } = renderChat(() => new Promise<Response>((resolve) => (answer = resolve)) as never);
    fireEvent.click(screen.getByRole('button', { name: QUICK_STARTS[0] }));
    const pending = await screen.findByRole<HTMLButtonElement>('button', { name: QUICK_STARTS[1] });
    expect(pending.disabled).toBe(true);
    fireEvent.click(pending);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(Response.json(REPLY));
    expect(await within(log()).findByText(REPLY.response)).toBeTruthy();
    expect(screen.queryByRole('button', { name: QUICK_STARTS[1] })).toBeNull();
  });

  it('shows no cost to an artist’s clients, only the clarity', () => {
    render(
      <TestProviders>
        <ChatAssistant artistId="artist-1" showsCost={false} />
      </TestProviders>,
    );
    expect(screen.getByText('Clarity 0%')).toBeTruthy();
    expect(screen.queryByText(/Est\. cost/)).toBeNull();
  });

  it('offers Save Conversation only once the brief is ready', async () => {
    renderChat(() => Response.json({ ...REPLY, clarityScore: 72, readyToSave: true }));
    expect(screen.queryByRole('button', { name: 'Save Conversation' })).toBeNull();
    fireEvent.change(messageBox(), { target: { value: 'wolf, left forearm, 5 inches' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Save Conversation' })).toBeTruthy();
  });
});
