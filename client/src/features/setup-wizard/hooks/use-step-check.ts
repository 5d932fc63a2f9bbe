import type { UseFormReturn } from 'react-hook-form';
import { toast } from '#client/components/ui/use-toast.ts';
import { stepFields, type WizardValues } from '../wizard-values.ts';

type WizardForm = UseFormReturn<WizardValues, unknown, unknown>;

/**
 * Checks one step before it can be left. Spec §8 toasts for a missing name or style; then the contract
 * (through the form's resolver) for the step's fields, focusing the first bad one when it is on screen.
 * Resolves to false when the artist has something to fix.
 */
export function useStepCheck(form: WizardForm, currentStep: number) {
  return async function checkStep(step: number): Promise<boolean> {
    const isOnScreen = step === currentStep;
    const values = form.getValues();
    if (step === 1 && values.artistName.trim() === '') {
      toast({
        title: 'Artist Name Required',
        description: 'Please enter your artist name to continue',
        variant: 'destructive',
      });
      if (isOnScreen) form.setFocus('artistName');
      return false;
    }
    if (step === 2 && values.specialtyStyles.length === 0) {
      toast({
        title: 'Select at least one style',
        description: 'Choose the tattoo styles you specialize in',
        variant: 'destructive',
      });
      return false;
    }
    return form.trigger(stepFields(step), { shouldFocus: isOnScreen });
  };
}
