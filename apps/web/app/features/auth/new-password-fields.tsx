import type { ComponentProps } from 'react';
import { PasswordField } from '#web/components/ui/field.tsx';
import { usePasswordToggle } from '#web/components/ui/password-toggle.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';

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
  const t = useT();
  const toggleFor = usePasswordToggle();
  const next = t('auth.password.new');
  const confirm = t('auth.password.confirmNew');
  return (
    <>
      <PasswordField
        label={next}
        autoComplete="new-password"
        hint={t('auth.password.newHint')}
        toggleLabel={toggleFor(next)}
        {...newPassword}
      />
      <PasswordField
        label={confirm}
        autoComplete="new-password"
        toggleLabel={toggleFor(confirm)}
        {...confirmPassword}
      />
    </>
  );
}
