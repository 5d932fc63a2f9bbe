import type { DemoChatStatus } from '#common/contracts/chat.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatDeps } from './chat-deps.ts';

/**
 * Whether the landing demo chat has its artist (decision 056): a deployment leaves the demo unseeded by default,
 * and the landing then offers the trial instead of a chat that could only fail. Throws what loading the artist
 * throws for anything but a missing artist.
 */
export async function findDemoChatStatus(
  deps: Pick<ChatDeps, 'loadArtist' | 'demoArtistId'>,
): Promise<DemoChatStatus> {
  try {
    await deps.loadArtist(deps.demoArtistId);
    return { isAvailable: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { isAvailable: false };
    throw error;
  }
}
