import type { WizardField, WizardValues } from '../wizard-values.ts';

export interface StepProps {
  values: WizardValues;
  errors: Partial<Record<WizardField, string>>;
  onChange: <F extends WizardField>(field: F, value: WizardValues[F]) => void;
}
