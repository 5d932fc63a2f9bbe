import { Button } from '#client/components/ui/button.tsx';
import { WIZARD_STEP_COUNT } from '#common/constants/limits.ts';

/** Back, then Next on every step but the last, where Complete Setup sends the form. */
export function WizardNav({
  step,
  isSaving,
  onBack,
}: {
  step: number;
  isSaving: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-ink-700 pt-6">
      <Button variant="outline" onClick={onBack} disabled={step === 1 || isSaving}>
        Back
      </Button>
      {step < WIZARD_STEP_COUNT ? (
        <Button type="submit" key="next">
          Next
        </Button>
      ) : (
        <Button type="submit" key="complete" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          Complete Setup
        </Button>
      )}
    </div>
  );
}
