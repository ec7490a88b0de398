import type { ComponentProps } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { PasswordField, TextField } from './field.tsx';
import { usePasswordToggle } from './password-toggle.ts';

type Binding = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * Issue 30: what every password change asks first — her current password (the temporary
 * one on a first sign-in) and, when her account has two-factor sign-in on, a code from her
 * app or a recovery code (letters too, so no numeric keypad).
 */
export function PasswordCheckFields({
  currentPassword,
  code,
  askCode,
}: {
  currentPassword: Binding;
  code: Binding;
  askCode: boolean;
}) {
  const t = useT();
  const toggleFor = usePasswordToggle();
  const current = t('auth.password.current');
  return (
    <>
      <PasswordField
        label={current}
        autoComplete="current-password"
        toggleLabel={toggleFor(current)}
        {...currentPassword}
      />
      {askCode && (
        <TextField
          label={t('auth.password.code')}
          hint={t('auth.password.codeHint')}
          autoComplete="one-time-code"
          {...code}
        />
      )}
    </>
  );
}
