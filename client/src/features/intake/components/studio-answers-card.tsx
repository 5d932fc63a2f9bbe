import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { cn } from '#client/lib/cn.ts';
import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  type StudioAnswers,
  type StudioAnswersResponse,
  type StudioAnswerTopic,
} from '#common/contracts/studio-answers.ts';
import { getIntakeSettingsQueryOptions } from '../api/intake-settings.ts';
import {
  getStudioAnswersQueryOptions,
  STUDIO_ANSWERS_QUERY_KEY,
  saveStudioAnswers,
} from '../api/studio-answers.ts';
import {
  type StudioAnswersFormValues,
  studioAnswersFormSchema,
  studioAnswersFormValuesOf,
} from '../studio-answers-form-values.ts';
import { IntakeDerivedAnswers } from './intake-derived-answers.tsx';

/**
 * Labels stay clear of every other label on the Settings tab (tests find fields by a part of their label,
 * "Walk-ins" would match "Walk-ins answer"): the intake-derived topics have no control of their own here.
 */
const TOPIC_LABELS: Readonly<Record<StudioAnswerTopic, string>> = {
  session_length: 'How long it takes, by size',
  healing_time: 'Healing time',
  pain: 'Pain by area',
  payment_methods: 'Payment methods',
  parking: 'Parking',
  companion: 'Bringing a friend',
  numbing_cream: 'Numbing cream',
  touch_ups: 'Touch-ups',
  aftercare: 'Aftercare',
  colour_work: 'Colour work',
  guest_spots: 'Guest spots',
  pricing: 'How pricing works',
};

const NO_ANSWERS: StudioAnswersResponse['answers'] = [];

const LANGUAGE_NAMES: Readonly<Record<AnswerLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

/**
 * Decision 045 "Studio answers": the artist's own answers to what clients ask most, each on or off, in every
 * language the assistant speaks. A topic switched off is never answered: the assistant says it will ask the
 * artist, and the lead keeps the question.
 */
export function StudioAnswersCard() {
  const queryClient = useQueryClient();
  const stored = useQuery(getStudioAnswersQueryOptions());
  const intake = useQuery(getIntakeSettingsQueryOptions());
  const [language, setLanguage] = useState<AnswerLanguage>('en');
  const answers = stored.data?.answers ?? NO_ANSWERS;
  const schema = useMemo(() => studioAnswersFormSchema(answers), [answers]);
  const form = useForm<StudioAnswersFormValues, unknown, StudioAnswers>({
    // Until the stored answers arrive the form is empty.
    values: studioAnswersFormValuesOf(answers),
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: saveStudioAnswers,
    onSuccess: (saved) => {
      queryClient.setQueryData(STUDIO_ANSWERS_QUERY_KEY, saved);
      form.reset(studioAnswersFormValuesOf(saved.answers));
      toast({
        title: 'Studio Answers Saved',
        description: 'Your assistant uses them from the next message.',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: 'Error',
        description: validationErrorOf(error)?.message ?? 'Failed to save studio answers. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const isDisabled = !stored.data || save.isPending;
  const submit = form.handleSubmit(
    (data) => save.mutate(data),
    () => toast({ title: 'Error', description: 'Check the highlighted answers.', variant: 'destructive' }),
  );

  return (
    <Card id="studio-answers">
      <Form form={form} idPrefix="studio-answers" onSubmit={submit}>
        <CardHeader>
          <CardTitle>Studio Answers</CardTitle>
          <CardDescription>
            What your assistant tells clients who ask. Each answer starts from a sensible default: edit it in
            your words or switch it off. A question with no answer is never guessed: the assistant says it
            will ask you and keeps the question on the lead.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <IntakeDerivedAnswers intake={intake.data ?? null} />
          <div className="grid gap-2 sm:max-w-xs">
            <label htmlFor="studio-answers-language" className="text-sm font-medium text-bone">
              Answer language
            </label>
            <select
              id="studio-answers-language"
              value={language}
              onChange={(event) => setLanguage(event.target.value as AnswerLanguage)}
              className={cn(fieldClasses, 'h-11')}
            >
              {ANSWER_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            <p className="text-sm text-mist">Clients are answered in their language; edit each one here.</p>
          </div>
          <ul className="grid gap-5">
            {form.getValues('answers').map((answer, index) => (
              <TopicAnswer
                key={answer.topic}
                index={index}
                topic={answer.topic}
                language={language}
                isDisabled={isDisabled}
              />
            ))}
          </ul>
        </CardContent>
        <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
          <Button type="submit" disabled={isDisabled} aria-busy={save.isPending}>
            Save Studio Answers
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}

function TopicAnswer({
  index,
  topic,
  language,
  isDisabled,
}: {
  index: number;
  topic: StudioAnswerTopic;
  language: AnswerLanguage;
  isDisabled: boolean;
}) {
  const { register } = useFormContext<StudioAnswersFormValues>();
  const isOn = useWatch<StudioAnswersFormValues>({ name: `answers.${index}.isOn` }) === true;
  const label = TOPIC_LABELS[topic];
  return (
    <li className="grid gap-3 rounded-xl border border-ink-700 p-4">
      <label className="flex cursor-pointer items-center gap-3 font-medium text-bone">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          disabled={isDisabled}
          {...register(`answers.${index}.isOn`)}
          className="size-4 shrink-0 accent-accent"
        />
        {label}
        <span className="text-sm font-normal text-mist">
          {isOn ? 'Answered' : 'Off: the assistant asks you'}
        </span>
      </label>
      <TextareaField
        key={language}
        name={`answers.${index}.text.${language}`}
        label={`${label}: your answer in ${LANGUAGE_NAMES[language]}`}
        rows={3}
        disabled={isDisabled}
        controlClassName={isOn ? undefined : 'opacity-60'}
      />
    </li>
  );
}
