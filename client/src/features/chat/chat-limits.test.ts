import { describe, expect, it } from 'vitest';
import * as contract from '#common/contracts/chat.ts';
import * as limits from './chat-limits.ts';

describe('chat limits', () => {
  it('match the consult contract', () => {
    expect(limits.MAX_CHAT_MESSAGES).toBe(contract.MAX_CHAT_MESSAGES);
    expect(limits.MAX_CHAT_MESSAGE_CHARS).toBe(contract.MAX_CHAT_MESSAGE_CHARS);
    expect(limits.MAX_CHAT_IMAGES_PER_MESSAGE).toBe(contract.MAX_CHAT_IMAGES_PER_MESSAGE);
  });
});
