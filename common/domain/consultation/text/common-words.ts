import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { FUNCTION_WORDS } from './function-words.ts';

/**
 * The six languages' common words (`stopwords-iso`, beside the Snowball function words): "usually", "circa",
 * "cosa", "thing", "kind". Wider than the function words, so never used to drop words from what the client
 * said, only to tell that a phrase is all such words: an idea of nothing but these names no design.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...(['en', 'es', 'pt', 'fr', 'de', 'it'] as const).flatMap((language) =>
    stopwordsIso[language].map((word) => word.replaceAll("'", '')),
  ),
]);
