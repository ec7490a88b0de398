import type { UseFormRegisterReturn } from 'react-hook-form';
import { GENDERS, PLAN_OPTIONS, type NutritionistRecord } from '@nourishwell/shared';
import { Options, SelectField, TextField } from '../../../components/ui/field.tsx';

/** What `useApiForm`'s `field(name)` gives: the registration and the field's message. */
type Bind = (name: ClientFieldName) => UseFormRegisterReturn & { error?: string };

export type ClientFieldName =
  | 'name'
  | 'email'
  | 'phone'
  | 'location'
  | 'age'
  | 'gender'
  | 'nId'
  | 'nextSession'
  | 'plan'
  | 'issue';

/** The fields of §5 "Admin Add Client", shared by Add Client and Edit Client. */
export function ClientFormFields({
  field,
  nutritionists,
  loadingNutritionists,
}: {
  field: Bind;
  nutritionists: NutritionistRecord[] | undefined;
  loadingNutritionists: boolean;
}) {
  return (
    <>
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" type="email" {...field('email')} />
      <TextField label="Phone" type="tel" {...field('phone')} />
      <TextField label="Address" {...field('location')} />
      <TextField label="Age" type="number" min={2} max={120} {...field('age')} />
      <SelectField label="Gender" {...field('gender')}>
        <Options values={GENDERS} placeholder="Select gender" />
      </SelectField>
      {/* Drawn again once the names arrive, so an uncontrolled select shows the saved choice. */}
      <SelectField
        key={loadingNutritionists ? 'loading' : 'loaded'}
        label="Nutritionist"
        {...field('nId')}
      >
        <option value="">{loadingNutritionists ? 'Loading…' : 'Select a nutritionist'}</option>
        {nutritionists?.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Next session" type="datetime-local" {...field('nextSession')} />
      <SelectField label="Plan" {...field('plan')}>
        <Options values={PLAN_OPTIONS} placeholder="Select a plan" />
      </SelectField>
      <TextField label="Issue" {...field('issue')} />
    </>
  );
}
