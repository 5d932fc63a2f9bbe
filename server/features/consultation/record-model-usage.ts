import type { Db } from '../../db/client.ts';
import { aiUsage } from '../../db/schema/index.ts';
import type { AiTextProvider, TokenUsage } from '../../providers/ai/types.ts';

/** Records a turn's model tokens for the artist's cost figures (spec §6); a turn the engine alone answered has none. */
export async function recordModelUsage(
  db: Db,
  {
    textProvider,
    usage,
    artistId,
    sessionId,
  }: {
    textProvider: AiTextProvider | undefined;
    usage: TokenUsage | null;
    artistId: string;
    sessionId: string;
  },
): Promise<void> {
  if (!usage || !textProvider) return;
  await db.insert(aiUsage).values({
    artistId,
    sessionId,
    provider: textProvider.name,
    model: textProvider.model,
    ...usage,
  });
}
