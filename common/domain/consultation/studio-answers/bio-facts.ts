import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { readMessage } from '../extraction/read-message.ts';
import { dialogueWordsOfEveryLanguage } from '../languages/index.ts';
import { readOnce } from '../text/read-once.ts';
import type { ExperienceFact } from './studio-answer-words.ts';

const YEARS_WORDS = dialogueWordsOfEveryLanguage('yearsWords');
/** A year a career started is from this one on ("tattooing since 2014"); earlier numbers are no such year. */
const FIRST_CAREER_YEAR = 1950;
const LAST_CAREER_YEAR = 2100;

/**
 * How long the artist has been tattooing, as their bio says it ("Nine years in the chair", "Tätowiere seit
 * 2014"): a count of years, or the year they started, in any language read. Null when the bio says neither, and
 * the question goes to the artist.
 */
export function experienceInBio(bio: string | null | undefined): ExperienceFact | null {
  return bio ? readExperienceOnce(bio) : null;
}

function readExperience(bio: string): ExperienceFact | null {
  const { tokens } = readMessage(bio, MAX_CHAT_MESSAGE_CHARS);
  for (const [index, token] of tokens.entries()) {
    if (token.kind !== 'number' || !Number.isInteger(token.value)) continue;
    const next = tokens[index + 1];
    if (next?.kind === 'word' && (YEARS_WORDS.has(next.text) || YEARS_WORDS.has(next.raw)))
      return { years: token.value };
    if (token.value >= FIRST_CAREER_YEAR && token.value <= LAST_CAREER_YEAR) return { since: token.value };
  }
  return null;
}

/** Bios are few and change rarely: each is read once per process, not on every turn that asks. */
const readExperienceOnce = readOnce(readExperience);
