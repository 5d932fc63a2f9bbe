import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import type { IntakeSettings } from '#common/contracts/intake.ts';

const NOT_SET = 'Not set: the assistant asks you';

const yesNo = (value: boolean | null, yes: string, no: string) =>
  value === null ? NOT_SET : value ? yes : no;

/**
 * The studio answers Intake Controls already hold (decision 045): shown as they will be answered, edited in one
 * place only, so the two cards never disagree.
 */
export function IntakeDerivedAnswers({ intake }: { intake: IntakeSettings | null }) {
  const rows: ReadonlyArray<readonly [topic: string, answer: string]> = intake
    ? [
        ['Deposit and cancellation', intake.depositPolicy ?? NOT_SET],
        ['Opening hours', intake.studioHours ?? NOT_SET],
        ['Address', intake.studioLocation ?? NOT_SET],
        ['Walk-ins', yesNo(intake.takesWalkIns, 'Yes, when a chair is free', 'By appointment only')],
        ['Cover-ups', yesNo(intake.takesCoverUps, 'Yes', 'No')],
        ['Age and ID', intake.agePolicy ?? `${MINIMUM_CLIENT_AGE}+ (the legal minimum)`],
        ['Flash or custom', yesNo(intake.doesFlash, 'Flash and custom', 'Custom only')],
      ]
    : [];
  return (
    <section aria-labelledby="studio-answers-derived" className="grid gap-3 rounded-xl bg-ink-900 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="studio-answers-derived" className="font-semibold text-bone">
          Answered from your intake settings
        </h3>
        <a href="#intake-controls" className="focus-ring rounded text-sm font-medium text-rose-300 underline">
          Edit in Intake Controls
        </a>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([topic, answer]) => (
          <div key={topic} className="contents">
            <dt className="text-mist">{topic}</dt>
            <dd className={answer === NOT_SET ? 'text-mist italic' : 'text-bone'}>{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
