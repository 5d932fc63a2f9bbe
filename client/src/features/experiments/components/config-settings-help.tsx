import { BRIEF_FIELDS } from '#common/domain/consultation/brief.ts';
import { CONVERSATION_TONES } from '#common/domain/consultation/conversation-style.ts';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** The documented variant config schema (common/contracts/experiments.ts), for the admin writing one. */
const SETTINGS = [
  ['tone', quoted(CONVERSATION_TONES), 'How the assistant sounds. Default "friendly".'],
  ['greeting', 'text', 'Opens the first reply instead of the usual opener.'],
  ['questionOrder', `a list of ${quoted(BRIEF_FIELDS)}`, 'What to ask for first; the rest follow.'],
  ['askBudgetEarly', 'true or false', 'Ask for the budget right after the idea.'],
  ['useEmoji', 'true or false', 'Add emoji to the replies.'],
  ['showPortfolioEarly', 'true or false', "Show the artist's work from the first reply."],
] as const;

export function ConfigSettingsHelp() {
  return (
    <details className="group rounded-xl border border-ink-700 bg-ink-950/50 p-4 text-sm">
      <summary className="focus-ring cursor-pointer rounded font-semibold text-bone">
        Config settings the chat understands
      </summary>
      <dl className="mt-3 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {SETTINGS.map(([name, values, meaning]) => (
          <div key={name} className="contents">
            <dt className="font-mono text-bone">{name}</dt>
            <dd className="text-mist">
              {meaning} <span className="text-bone/80">Values: {values}.</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
