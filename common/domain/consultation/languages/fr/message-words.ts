import type { MessageWords } from '../language-module.ts';

/** French words that tell what a message is (intents, studio questions) and which words are the idea. */
export const MESSAGE_WORDS: MessageWords = {
  injection: [],
  spam: [],
  abuse: [],
  humanRequests: [],
  fanPhrases: [],
  smallTalk: [],
  greetingOpeners: [],
  studioTopics: [],
  questionOpeners: [],
  tattooWords: ['tatouage'],
  intentCues: [],
  genericWords: [],
  leadingFillers: [],
  trailingFillers: [],
  nonContentWords: [],
  ideaChanges: [],
  notDesignPhrases: [],
};
