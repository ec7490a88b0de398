import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  GENDERS,
  PLAN_OPTIONS,
  type ClientAddField,
  type MessageKey,
  type NutritionistRecord,
} from '@nourishwell/shared';
import { Options, SelectField, TextField } from '#web/components/ui/field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/** What `useApiForm`'s `field(name)` gives: the registration and the field's message. */
type Bind = (name: ClientFieldName) => UseFormRegisterReturn & { error?: string };

/**
 * The admin's Add Client fields in the order the form shows them, each with the key of its
 * label: in English the shared schema's labels (`clientAddLabels`), so a field's own message
 * ("Plan is required") names it as shown.
 */
export const clientFieldLabels = {
  name: 'clients.field.name',
  email: 'clients.field.email',
  phone: 'clients.field.phone',
  location: 'clients.field.location',
  age: 'clients.field.age',
  gender: 'clients.field.gender',
  nId: 'clients.field.nutritionist',
  nextSession: 'clients.field.nextSession',
  plan: 'clients.field.plan',
  issue: 'clients.field.issue',
} as const satisfies Record<ClientAddField, MessageKey>;

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
  const t = useT();
  const props = (name: ClientFieldName) => ({
    ...field(name),
    label: t(clientFieldLabels[name]),
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
        <Options values={GENDERS} placeholder={t('clients.selectGender')} />
      </SelectField>
      {/* Drawn again once the names arrive, so an uncontrolled select shows the saved choice. */}
      <SelectField key={loadingNutritionists ? 'loading' : 'loaded'} {...props('nId')}>
        <option value="">
          {loadingNutritionists ? t('clients.loadingShort') : t('clients.selectNutritionist')}
        </option>
        {nutritionists?.map((n) => (
          <option key={n.id} value={n.id}>
            {n.name}
          </option>
        ))}
      </SelectField>
      <TextField type="datetime-local" {...props('nextSession')} />
      <SelectField {...props('plan')}>
        <Options values={PLAN_OPTIONS} placeholder={t('clients.selectPlan')} />
      </SelectField>
      <TextField {...props('issue')} />
    </>
  );
}
