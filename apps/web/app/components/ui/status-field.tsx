import type { ComponentProps } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { SelectField } from './field.tsx';

type StatusFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  statuses: readonly string[];
};

/** The Status select of the edit dialogs (a client's or a nutritionist's): Active or Inactive. */
export function StatusField({ statuses, ...props }: StatusFieldProps) {
  const t = useT();
  return (
    <SelectField label={t('staffCommon.status')} {...props}>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {t(status === 'active' ? 'staffCommon.active' : 'staffCommon.inactive')}
        </option>
      ))}
    </SelectField>
  );
}
