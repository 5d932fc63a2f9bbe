import { describe, expect, it } from 'vitest';
import type { ChatPortfolioImage, ChatResponse } from '#common/contracts/chat.ts';
import { CHAT_ERROR_REPLY, CHAT_GREETING } from './chat-copy.ts';
import type { ChatMessage } from './chat-message.ts';
import {
  type ChatSession,
  canSaveConversation,
  canShowQuickStarts,
  chatSessionReducer,
  emailGivenInChat,
  retryableMessage,
  startChatSession,
  toConsultMessages,
} from './chat-session.ts';

const piece = (id: string): ChatPortfolioImage => ({
  id,
  title: `Piece ${id}`,
  imageUrl: `/api/images/${id}.svg`,
  style: 'Geometric',
  description: '',
});

const concept = {
  imageUrl: '/api/images/concept.svg',
  concept: 'Geometric wolf head.',
  styleDirection: 'Clean lines',
  keyElements: ['wolf head'],
};

const reply = (overrides: Partial<ChatResponse> = {}): ChatResponse => ({
  response: 'Where on your body would you like it?',
  portfolioImages: [],
  conceptVisual: null,
  clarityScore: 44,
  readyToSave: false,
  directionSummary: 'Geometric wolf head',
  ...overrides,
});

const image = { id: 'i1', name: 'ref.png', data: 'iVBORw==', mimeType: 'image/png' };

function play(...steps: Parameters<typeof chatSessionReducer>[1][]): ChatSession {
  return steps.reduce(chatSessionReducer, startChatSession());
}

const sent = (content: string, extra: Partial<ChatMessage> = {}) =>
  ({ type: 'sent', message: { role: 'user', content, ...extra } }) as const;

const failed = ({
  retryImages = [],
  notice,
}: {
  retryImages?: ChatMessage['images'];
  notice?: string;
} = {}) => ({ type: 'failed', retryImages: retryImages ?? [], ...(notice ? { notice } : {}) }) as const;

describe('chatSessionReducer', () => {
  it('opens with the greeting only (spec §4)', () => {
    const session = startChatSession();
    expect(session.messages).toEqual([{ role: 'assistant', content: CHAT_GREETING }]);
    expect(session.clarityScore).toBe(0);
    expect(canSaveConversation(session)).toBe(false);
  });

  it('shows the quick starts while there are 2 or fewer messages (spec §4)', () => {
    expect(canShowQuickStarts(startChatSession())).toBe(true);
    expect(canShowQuickStarts(play(sent('wolf')))).toBe(true);
    // A failed first send stays in the conversation, with the apology and a Retry: three messages (spec §4).
    expect(canShowQuickStarts(play(sent('wolf'), failed()))).toBe(false);
    expect(canShowQuickStarts(play(sent('wolf'), { type: 'replied', reply: reply() }))).toBe(false);
  });

  it('appends the reply and takes its clarity, save flag, summary and cost', () => {
    const session = play(sent('a geometric wolf head'), {
      type: 'replied',
      reply: reply({ clarityScore: 72, readyToSave: true }),
    });
    expect(session.messages.at(-1)).toEqual({ role: 'assistant', content: reply().response });
    expect(session).toMatchObject({
      storedCount: 3,
      clarityScore: 72,
      readyToSave: true,
      directionSummary: 'Geometric wolf head',
      // ⌈21 / 4⌉ = 6 input tokens, ⌈37 / 4⌉ = 10 output tokens (spec §9).
      usage: { inputTokens: 6, outputTokens: 10 },
    });
    expect(canSaveConversation(session)).toBe(true);
  });

  it('shows portfolio pieces under a reply only when the set changes, and replaces the current set', () => {
    const first = [piece('a'), piece('b')];
    const session = play(
      sent('wolf'),
      { type: 'replied', reply: reply({ portfolioImages: first }) },
      sent('forearm'),
      { type: 'replied', reply: reply({ portfolioImages: [piece('b'), piece('a')] }) },
      sent('bigger'),
      { type: 'replied', reply: reply({ portfolioImages: [piece('c')] }) },
    );
    const bundles = session.messages.map((message) => message.portfolioImages?.map(({ id }) => id));
    expect(bundles).toEqual([undefined, undefined, ['a', 'b'], undefined, undefined, undefined, ['c']]);
    expect(session.portfolioImages).toEqual([piece('c')]);
  });

  it('keeps the concept visual where it arrived when later replies bring none', () => {
    const session = play(
      sent('wolf'),
      { type: 'replied', reply: reply({ conceptVisual: concept }) },
      sent('forearm'),
      { type: 'replied', reply: reply() },
    );
    expect(session.messages[2]?.conceptVisual).toEqual(concept);
    expect(session.messages[4]?.conceptVisual).toBeUndefined();
  });

  it('keeps a failed message, marked not sent, then the apology; the stored count stays as it was (spec §4)', () => {
    const session = play(sent('wolf'), failed());
    expect(session.messages.map((message) => message.content)).toEqual([
      CHAT_GREETING,
      'wolf',
      CHAT_ERROR_REPLY,
    ]);
    expect(session.messages[1]?.unsent).toEqual({ retryImages: [] });
    expect(retryableMessage(session)?.content).toBe('wolf');
    expect(session.storedCount).toBe(0);
    expect(session.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
  });

  it('replaces the unsent message and its apology when retried; a later message ends the retry', () => {
    const retried = play(sent('wolf'), failed(), { ...sent('wolf'), isRetry: true });
    expect(retried.messages.map((message) => message.content)).toEqual([CHAT_GREETING, 'wolf']);
    const movedOn = play(sent('wolf'), failed(), sent('a moth instead'));
    expect(retryableMessage(movedOn)).toBeNull();
    expect(
      toConsultMessages(movedOn.messages, movedOn.storedCount).map((message) => message.content),
    ).toEqual([CHAT_GREETING, CHAT_ERROR_REPLY, 'a moth instead']);
  });

  it('offers no Retry for a message of images only whose every image was refused', () => {
    const session = play(sent('(sent images)', { images: [image] }), failed({ notice: 'Too big.' }));
    expect(retryableMessage(session)).toBeNull();
  });

  it('counts every message the server had not stored as input once it answers, not a failed one', () => {
    const session = play(sent('abcd'), failed(), sent('abcdefgh'), {
      type: 'replied',
      reply: reply({ response: 'ok' }),
    });
    expect(session.usage).toEqual({ inputTokens: 2, outputTokens: 1 });
  });

  it('says the server’s confirmation and its details after a save, and takes the Save bar away', () => {
    const saved = {
      type: 'saved',
      confirmation: "Perfect! I've saved our conversation.",
      details: 'Mara usually replies within 2 business days.',
    } as const;
    const ready = { type: 'replied', reply: reply({ clarityScore: 72, readyToSave: true }) } as const;
    const session = play(sent('wolf'), ready, saved);
    expect(session.messages.slice(-2)).toEqual([
      { role: 'assistant', content: saved.confirmation },
      { role: 'assistant', content: saved.details },
    ]);
    expect(canSaveConversation(session)).toBe(false);
    // A later reply that finds the brief ready again offers a save of what was said since.
    expect(canSaveConversation(play(sent('wolf'), ready, saved, sent('and a moon'), ready))).toBe(true);
  });

  it('starts the save dialog with the email the client last wrote in the chat', () => {
    expect(emailGivenInChat(play(sent('a wolf')))).toBeNull();
    const session = play(
      sent('write me at Old@Example.com'),
      sent('actually use new.me@example.org, thanks'),
    );
    expect(emailGivenInChat(session)).toBe('new.me@example.org');
  });
});

describe('toConsultMessages', () => {
  it('sends the whole conversation, with image data only on messages the server has not stored', () => {
    const session = play(sent('my reference', { images: [image] }), { type: 'replied', reply: reply() });
    const next: ChatMessage = { role: 'user', content: '(sent images)', images: [image] };
    expect(toConsultMessages([...session.messages, next], session.storedCount)).toEqual([
      { role: 'assistant', content: CHAT_GREETING },
      { role: 'user', content: 'my reference' },
      { role: 'assistant', content: reply().response },
      { role: 'user', content: '(sent images)', images: [{ data: 'iVBORw==', mimeType: 'image/png' }] },
    ]);
  });

  it('sends the images of a retried message, which the server never stored', () => {
    const session = play(sent('ref', { images: [image] }), failed({ retryImages: [image] }), {
      ...sent('ref', { images: [image] }),
      isRetry: true,
    });
    const messages = toConsultMessages(session.messages, session.storedCount);
    expect(messages.at(-1)).toEqual({
      role: 'user',
      content: 'ref',
      images: [{ data: 'iVBORw==', mimeType: 'image/png' }],
    });
  });
});
