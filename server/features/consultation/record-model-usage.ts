import type { Db } from '../../db/client.ts';
import { aiUsage } from '../../db/schema/index.ts';
import type { AiTextProvider, ModelTurnUsage } from '../../providers/ai/types.ts';

/**
 * Records a turn's model tokens for the artist's cost figures (spec §6), and why the model's reply was not sent
 * (decision 050: null when it was); a turn the engine alone answered has none.
 */
export async function recordModelUsage(
  db: Db,
  {
    textProvider,
    usage,
    artistId,
    sessionId,
  }: {
    textProvider: AiTextProvider | undefined;
    usage: ModelTurnUsage | null;
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
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    replyRejectedFor: usage.rejectedFor.length > 0 ? usage.rejectedFor : null,
  });
}
