import { stopwords as english } from '@orama/stopwords/english';
import { stopwords as french } from '@orama/stopwords/french';
import { stopwords as german } from '@orama/stopwords/german';
import { stopwords as italian } from '@orama/stopwords/italian';
import { stopwords as portuguese } from '@orama/stopwords/portuguese';
import { stopwords as spanish } from '@orama/stopwords/spanish';

/**
 * The function words of the six languages (`@orama/stopwords`, decision 047), as the tokenizer reads them: it
 * drops apostrophes inside words, the lists keep them. Never corrected, and never the content of an idea.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [...english, ...spanish, ...portuguese, ...french, ...german, ...italian].map((word) =>
    word.replaceAll("'", ''),
  ),
);
