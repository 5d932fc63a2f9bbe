import { z } from 'zod';
import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  STUDIO_ANSWER_TOPICS,
  type StudioAnswer,
  type StudioAnswers,
  studioAnswersSchema,
} from '#common/contracts/studio-answers.ts';
import { withArtistName } from '#common/domain/consultation/studio-answers/studio-answer-words.ts';
import { STUDIO_ANSWERS_BY_LANGUAGE } from '#common/domain/consultation/studio-answers/studio-answers-by-language.ts';

/** Each topic's text in every language, as the artist sees it: their own words, else the default. */
type Texts = Record<AnswerLanguage, string>;

/** The default answer of a topic in a language, with the artist's name in place. */
export function defaultAnswer(topic: StudioAnswer['topic'], language: AnswerLanguage, artistName: string) {
  return withArtistName(STUDIO_ANSWERS_BY_LANGUAGE[language].defaults[topic], artistName);
}

/**
 * The form's values: every topic with every language's text filled in, so the artist edits the default rather
 * than a blank; on save a text still equal to the default is left out, so it keeps following the default.
 */
export function studioAnswersFormSchema(artistName: string) {
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
              ([language, words]) =>
                words.trim() !== '' &&
                words.trim() !== defaultAnswer(topic, language as AnswerLanguage, artistName),
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

export function studioAnswersFormValuesOf(
  answers: readonly StudioAnswer[],
  artistName: string,
): StudioAnswersFormValues {
  return {
    answers: answers.map(({ topic, isOn, text }) => ({
      topic,
      isOn,
      text: Object.fromEntries(
        ANSWER_LANGUAGES.map((language) => [
          language,
          text[language] ?? defaultAnswer(topic, language, artistName),
        ]),
      ) as Texts,
    })),
  };
}
