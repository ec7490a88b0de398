import type { ComponentProps } from 'react';
import { messages } from '@nourishwell/shared';
import { PasswordField, TextField } from './field.tsx';

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
  return (
    <>
      <PasswordField
        label={messages.password.currentLabel}
        autoComplete="current-password"
        {...currentPassword}
      />
      {askCode && (
        <TextField
          label={messages.password.codeLabel}
          hint={messages.password.codeHint}
          autoComplete="one-time-code"
          {...code}
        />
      )}
    </>
  );
}
