import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { AUTH_USER_QUERY_KEY } from '#client/lib/use-auth.ts';
import { WIZARD_STEP_COUNT } from '#common/constants/limits.ts';
import { completeSetup } from '../api/complete-setup.ts';
import {
  buildSetupPayload,
  EMPTY_WIZARD_VALUES,
  FIELD_STEP,
  firstStepWithError,
  STEP_TITLES,
  validateStep,
  type WizardField,
  type WizardValues,
} from '../wizard-values.ts';
import { ArtistStep } from './artist-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { PortfolioStep } from './portfolio-step.tsx';
import { StylesStep } from './styles-step.tsx';

type FieldErrors = Partial<Record<WizardField, string>>;

const STEP_DESCRIPTIONS = [
  'How clients will know you.',
  'The styles you want your AI front desk to book for you.',
  'Optional details your AI front desk can share with clients.',
  'Optional: your first portfolio pieces, up to 20.',
];

function focusField(field: WizardField | undefined) {
  if (field && field !== 'specialtyStyles') document.getElementById(`setup-${field}`)?.focus();
}

/**
 * Spec §2 and §5: four steps with Back and Next; Complete Setup saves the profile and opens the dashboard.
 * `portfolioUploader` is step 4's upload, given by the page so this feature need not import the portfolio one.
 */
export function SetupWizard({ portfolioUploader }: { portfolioUploader: ReactNode }) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(EMPTY_WIZARD_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  function goToStep(next: number) {
    setStep(next);
    // Move focus to the step heading (the same element on every step) so screen readers announce it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const completion = useMutation({
    mutationFn: completeSetup,
    onSuccess: (user) => {
      toast({ title: 'Setup Complete!', description: 'Your AI front desk is ready to answer clients.' });
      // Write the completed user first: the router re-renders on navigation and must already see it.
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
      navigate('/dashboard');
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      toast({
        title: 'Error',
        description: 'Failed to complete setup. Please try again.',
        variant: 'destructive',
      });
      const body = validationErrorOf(error);
      if (!body) return;
      const stepWithError = firstStepWithError(Object.keys(body.errors));
      if (stepWithError === null) {
        setFormError(body.message || null);
        return;
      }
      // Show the server's message beside the field, on that field's step.
      setErrors(body.errors as FieldErrors);
      goToStep(stepWithError);
    },
  });

  function handleChange<F extends WizardField>(field: F, value: WizardValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
    setFormError(null);
  }

  /** Checks one step; returns false (and tells the artist why) when it cannot be left. */
  function checkStep(stepToCheck: number): boolean {
    if (stepToCheck === 1 && values.artistName.trim() === '') {
      toast({
        title: 'Artist Name Required',
        description: 'Please enter your artist name to continue',
        variant: 'destructive',
      });
      if (step === 1) focusField('artistName');
      return false;
    }
    if (stepToCheck === 2 && values.specialtyStyles.length === 0) {
      toast({
        title: 'Select at least one style',
        description: 'Choose the tattoo styles you specialize in',
        variant: 'destructive',
      });
      return false;
    }
    const stepErrors = validateStep(stepToCheck, values);
    const badFields = Object.keys(stepErrors) as WizardField[];
    if (badFields.length === 0) return true;
    setErrors((current) => ({ ...current, ...stepErrors }));
    if (step === stepToCheck) focusField(badFields[0]);
    return false;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (completion.isPending) return;
    if (step < WIZARD_STEP_COUNT) {
      if (checkStep(step)) goToStep(step + 1);
      return;
    }
    // Last step: re-check the earlier ones and send the artist back to the first that needs a fix.
    for (let earlier = 1; earlier < WIZARD_STEP_COUNT; earlier++) {
      if (!checkStep(earlier)) {
        goToStep(earlier);
        return;
      }
    }
    setFormError(null);
    completion.mutate(buildSetupPayload(values));
  }

  const stepErrorCount = Object.keys(errors).filter(
    (field) => FIELD_STEP[field as WizardField] === step,
  ).length;

  return (
    <Card className="overflow-hidden">
      <div className="grid gap-3 border-b border-ink-700 p-5 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold tracking-wide text-rose-300 uppercase">
            Step {step} of {WIZARD_STEP_COUNT}
          </p>
          <p className="text-sm text-mist">{STEP_TITLES[step - 1]}</p>
        </div>
        <Progress value={step} max={WIZARD_STEP_COUNT} label="Setup progress" />
      </div>

      <form noValidate onSubmit={handleSubmit} className="grid gap-8 p-5 sm:p-8">
        <div className="grid gap-1.5">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {STEP_TITLES[step - 1]}
          </h2>
          <p className="text-mist">{STEP_DESCRIPTIONS[step - 1]}</p>
          {stepErrorCount > 0 ? (
            <p role="alert" className="mt-2 text-sm font-medium text-rose-300">
              {stepErrorCount === 1
                ? 'One field on this step needs a fix.'
                : `${stepErrorCount} fields on this step need a fix.`}
            </p>
          ) : null}
        </div>

        {step === 1 ? <ArtistStep values={values} errors={errors} onChange={handleChange} /> : null}
        {step === 2 ? <StylesStep values={values} errors={errors} onChange={handleChange} /> : null}
        {step === 3 ? <BusinessStep values={values} errors={errors} onChange={handleChange} /> : null}
        {step === 4 ? <PortfolioStep uploader={portfolioUploader} /> : null}

        {formError ? (
          <p
            role="alert"
            className="rounded-lg border border-rose-400/50 bg-rose-950/60 p-3 text-sm text-rose-100"
          >
            {formError}
          </p>
        ) : null}

        <div className="flex items-center justify-between gap-3 border-t border-ink-700 pt-6">
          <Button
            variant="outline"
            onClick={() => goToStep(step - 1)}
            disabled={step === 1 || completion.isPending}
          >
            Back
          </Button>
          {step < WIZARD_STEP_COUNT ? (
            <Button type="submit" key="next">
              Next
            </Button>
          ) : (
            <Button
              type="submit"
              key="complete"
              disabled={completion.isPending}
              aria-busy={completion.isPending}
            >
              {completion.isPending ? (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              ) : null}
              Complete Setup
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
