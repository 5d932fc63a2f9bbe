import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '#client/components/ui/use-toast.ts';
import { stepFields, type WizardValues } from '../wizard-values.ts';

type WizardForm = UseFormReturn<WizardValues, unknown, unknown>;

/**
 * Checks one step before it can be left. Spec §8 toasts for a missing name or style; then the contract
 * (through the form's resolver) for the step's fields, focusing the first bad one when it is on screen.
 * Resolves to false when the artist has something to fix. A toast about a step goes away once that step
 * passes, so a fixed mistake never covers the next step's header (issue #12: the toast sat over steps 2–4).
 */
export function useStepCheck(form: WizardForm, currentStep: number) {
  const stepToast = useRef<{ step: number; dismiss: () => void } | null>(null);
  const warn = (step: number, input: Parameters<typeof toast>[0]) => {
    stepToast.current?.dismiss();
    stepToast.current = { step, dismiss: toast(input).dismiss };
  };

  return async function checkStep(step: number): Promise<boolean> {
    const isOnScreen = step === currentStep;
    const values = form.getValues();
    if (step === 1 && values.artistName.trim() === '') {
      warn(step, {
        title: 'Artist Name Required',
        description: 'Please enter your artist name to continue',
        variant: 'destructive',
      });
      if (isOnScreen) form.setFocus('artistName');
      return false;
    }
    if (step === 2 && values.specialtyStyles.length === 0) {
      warn(step, {
        title: 'Select at least one style',
        description: 'Choose the tattoo styles you specialize in',
        variant: 'destructive',
      });
      return false;
    }
    if (stepToast.current?.step === step) {
      stepToast.current.dismiss();
      stepToast.current = null;
    }
    return form.trigger(stepFields(step), { shouldFocus: isOnScreen });
  };
}
