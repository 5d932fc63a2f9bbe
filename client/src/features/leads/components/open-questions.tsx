import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import type { Lead } from '#common/contracts/leads.ts';
import { replaceCachedLead } from '../api/lead-cache.ts';
import { markOpenQuestion } from '../api/mark-open-question.ts';
import { DetailsSection } from './details-section.tsx';

const unanswered = (lead: Lead) => lead.openQuestions.filter((question) => question.answeredAt === null);

/**
 * Decision 045 on the lead card: what the client asked that the assistant told them it would ask you. Nothing
 * when every question is answered.
 */
export function OpenQuestionsSummary({ lead }: { lead: Lead }) {
  const open = unanswered(lead);
  if (open.length === 0) return null;
  return (
    <section
      aria-label="Questions waiting for you"
      className="grid gap-1.5 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm"
    >
      <h4 className="flex items-center gap-1.5 font-semibold text-amber-200">
        <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
        {open.length === 1 ? '1 question waiting for you' : `${open.length} questions waiting for you`}
      </h4>
      {/* Paragraphs, not a list: the card is itself an item of the leads list. */}
      {open.map((question) => (
        <p key={question.id} className="break-words text-bone">
          “{question.text}”
        </p>
      ))}
    </section>
  );
}

/** Decision 045 in the lead details: every question the assistant deferred to you, each marked answered or open. */
export function OpenQuestionsSection({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: markOpenQuestion,
    onSuccess: (saved) => replaceCachedLead(queryClient, saved),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: 'Error',
        description: 'Failed to update the question. Please try again.',
        variant: 'destructive',
      });
    },
  });
  if (lead.openQuestions.length === 0) return null;
  return (
    <DetailsSection title="Questions for you">
      <p className="text-sm text-mist">
        The assistant told the client you would answer these. Reply to them, then mark each one answered.
      </p>
      <ul className="grid gap-2">
        {lead.openQuestions.map((question) => {
          const isAnswered = question.answeredAt !== null;
          return (
            <li
              key={question.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-700 p-3"
            >
              <span className={isAnswered ? 'text-mist line-through' : 'text-bone'}>“{question.text}”</span>
              <Button
                variant="outline"
                size="sm"
                disabled={mark.isPending}
                aria-label={`${isAnswered ? 'Reopen' : 'Mark answered'}: ${question.text}`}
                onClick={() =>
                  mark.mutate({ leadId: lead.id, questionId: question.id, isAnswered: !isAnswered })
                }
              >
                {isAnswered ? 'Reopen' : 'Mark answered'}
              </Button>
            </li>
          );
        })}
      </ul>
    </DetailsSection>
  );
}
