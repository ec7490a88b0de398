import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  clientAddLabels,
  GENDERS,
  PLAN_OPTIONS,
  type NutritionistRecord,
} from '@nourishwell/shared';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';

/** What `useApiForm`'s `field(name)` gives: the registration and the field's message. */
type Bind = (name: ClientFieldName) => UseFormRegisterReturn & { error?: string };

/**
 * The admin's Add Client fields in the order the form shows them, with their labels:
 * the shared schema's, so a field's own message ("Plan is required") names it as shown.
 */
export const clientFieldLabels = clientAddLabels;

export type ClientFieldName = keyof typeof clientFieldLabels;

/** The admin's Add Client fields, shared by Add Client and Edit Client. */
export function ClientFormFields({
  field,
  required,
  nutritionists,
  loadingNutritionists,
}: {
  field: Bind;
  /** The fields this form's schema requires: marked with an asterisk and `required`. */
  required: readonly ClientFieldName[];
  nutritionists: NutritionistRecord[] | undefined;
  loadingNutritionists: boolean;
}) {
  const props = (name: ClientFieldName) => ({
    ...field(name),
    label: clientFieldLabels[name],
    required: required.includes(name),
  });
  return (
    <>
      <TextField {...props('name')} />
      <TextField type="email" {...props('email')} />
      <TextField type="tel" {...props('phone')} />
      <TextField {...props('location')} />
      <TextField type="number" min={2} max={120} {...props('age')} />
      <SelectField {...props('gender')}>
        <Options values={GENDERS} placeholder="Select gender" />
      </SelectField>
      {/* Drawn again once the names arrive, so an uncontrolled select shows the saved choice. */}
      <SelectField key={loadingNutritionists ? 'loading' : 'loaded'} {...props('nId')}>
        <option value="">{loadingNutritionists ? 'Loading…' : 'Select a nutritionist'}</option>
        {nutritionists?.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </SelectField>
      <TextField type="datetime-local" {...props('nextSession')} />
      <SelectField {...props('plan')}>
        <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
      </SelectField>
      <TextField {...props('issue')} />
    </>
  );
}
