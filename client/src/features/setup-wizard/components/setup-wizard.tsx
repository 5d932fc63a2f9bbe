import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { WIZARD_STEP_COUNT } from '#common/constants/limits.ts';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { useCompleteSetup } from '../hooks/use-complete-setup.ts';
import { useStepCheck } from '../hooks/use-step-check.ts';
import {
  buildSetupPayload,
  EMPTY_WIZARD_VALUES,
  FIELD_STEP,
  firstStepWithError,
  type WizardField,
  wizardFormSchema,
} from '../wizard-values.ts';
import { ArtistStep } from './artist-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { FormError } from './form-error.tsx';
import { PortfolioStep } from './portfolio-step.tsx';
import { StepHeading } from './step-heading.tsx';
import { StylesStep } from './styles-step.tsx';
import { WizardNav } from './wizard-nav.tsx';
import { WizardProgress } from './wizard-progress.tsx';

/**
 * Spec §2 and §5: four steps with Back and Next; Complete Setup saves the profile and opens the dashboard.
 * `portfolioUploader` is step 4's upload, given by the page so this feature need not import the portfolio one.
 */
export function SetupWizard({ portfolioUploader }: { portfolioUploader: ReactNode }) {
  const [step, setStep] = useState(1);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    defaultValues: EMPTY_WIZARD_VALUES,
    resolver: zodResolver(wizardFormSchema),
    reValidateMode: 'onSubmit',
  });
  const checkStep = useStepCheck(form, step);
  const completion = useCompleteSetup({ onRejected: showRejection });

  // Any edit makes a message about the whole form out of date.
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => setFormError(null) }),
    [form],
  );

  function goToStep(next: number) {
    setStep(next);
    // Move focus to the step heading (the same element on every step) so screen readers announce it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  /** A 400 from the server: its message beside the field, on that field's step, or above the buttons. */
  function showRejection(body: ValidationErrorBody) {
    const stepWithError = firstStepWithError(Object.keys(body.errors));
    if (stepWithError === null) {
      setFormError(body.message || null);
      return;
    }
    form.clearErrors();
    for (const [field, message] of Object.entries(body.errors)) {
      if (field in FIELD_STEP) form.setError(field as WizardField, { message });
    }
    goToStep(stepWithError);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (completion.isPending) return;
    if (step < WIZARD_STEP_COUNT) {
      if (await checkStep(step)) goToStep(step + 1);
      return;
    }
    // Last step: re-check the earlier ones and send the artist back to the first that needs a fix.
    for (let earlier = 1; earlier < WIZARD_STEP_COUNT; earlier++) {
      if (!(await checkStep(earlier))) {
        goToStep(earlier);
        return;
      }
    }
    setFormError(null);
    completion.mutate(buildSetupPayload(form.getValues()));
  }

  const stepErrorCount = Object.keys(form.formState.errors).filter(
    (field) => FIELD_STEP[field as WizardField] === step,
  ).length;

  return (
    <Card className="overflow-hidden">
      <WizardProgress step={step} />
      <Form form={form} idPrefix="setup" onSubmit={handleSubmit} className="grid gap-8 p-5 sm:p-8">
        <StepHeading step={step} errorCount={stepErrorCount} headingRef={headingRef} />
        {step === 1 ? <ArtistStep /> : null}
        {step === 2 ? <StylesStep /> : null}
        {step === 3 ? <BusinessStep /> : null}
        {step === 4 ? <PortfolioStep uploader={portfolioUploader} /> : null}
        {formError ? <FormError message={formError} /> : null}
        <WizardNav step={step} isSaving={completion.isPending} onBack={() => goToStep(step - 1)} />
      </Form>
    </Card>
  );
}
