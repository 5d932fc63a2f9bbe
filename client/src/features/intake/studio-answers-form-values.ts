import { z } from 'zod';
import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  STUDIO_ANSWER_TOPICS,
  type StudioAnswers,
  type StudioAnswersResponse,
  studioAnswersSchema,
} from '#common/contracts/studio-answers.ts';

type StoredAnswers = StudioAnswersResponse['answers'];

/**
 * The form's values: every topic with every language's text filled in (the artist's words, else the default),
 * so the artist edits the default rather than a blank; on save a text left equal to the default, or emptied,
 * is left out, so it keeps following the default.
 */
export function studioAnswersFormSchema(stored: StoredAnswers) {
  const defaultOf = (topic: string, language: string) =>
    stored.find((answer) => answer.topic === topic)?.defaults[language as AnswerLanguage];
  return z
    .object({
      answers: z.array(
        z.object({
          topic: z.enum(STUDIO_ANSWER_TOPICS),
          isOn: z.boolean(),
          text: z.record(z.enum(ANSWER_LANGUAGES), z.string()),
        }),
      ),
    })
    .transform((values, context): StudioAnswers => {
      const parsed = studioAnswersSchema.safeParse({
        answers: values.answers.map(({ topic, isOn, text }) => ({
          topic,
          isOn,
          text: Object.fromEntries(
            Object.entries(text).filter(
              ([language, words]) => words.trim() !== '' && words.trim() !== defaultOf(topic, language),
            ),
          ),
        })),
      });
      if (parsed.success) return parsed.data;
      // The contract's own messages, on the answers the artist typed them in.
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    });
}

export type StudioAnswersFormValues = z.input<ReturnType<typeof studioAnswersFormSchema>>;

export function studioAnswersFormValuesOf(stored: StoredAnswers): StudioAnswersFormValues {
  return {
    answers: stored.map(({ topic, isOn, text, defaults }) => ({
      topic,
      isOn,
      text: Object.fromEntries(
        ANSWER_LANGUAGES.map((language) => [language, text[language] ?? defaults[language]]),
      ) as Record<AnswerLanguage, string>,
    })),
  };
}
