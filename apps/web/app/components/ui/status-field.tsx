import type { ComponentProps } from 'react';
import { SelectField } from './field.tsx';

type StatusFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  statuses: readonly string[];
};

/** The Status select of the edit dialogs (a client's or a nutritionist's): Active or Inactive. */
export function StatusField({ statuses, ...props }: StatusFieldProps) {
  return (
    <SelectField label="Status" {...props}>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {status === 'active' ? 'Active' : 'Inactive'}
        </option>
      ))}
    </SelectField>
  );
}
