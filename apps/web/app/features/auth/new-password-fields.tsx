import type { ComponentProps } from 'react';
import { PasswordField } from '#web/components/ui/field.tsx';

type Binding = Omit<ComponentProps<typeof PasswordField>, 'label'>;

/**
 * The new password and its confirmation (both required, matching, at least 6 characters), as
 * every password form asks.
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: Binding;
  confirmPassword: Binding;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
        {...newPassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
