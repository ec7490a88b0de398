import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * The name of a password field's show/hide toggle in the language in use, for
 * `PasswordField`'s `toggleLabel`: `toggleFor('New password')` says "Show new password" /
 * "Hide new password", and "नया पासवर्ड दिखाएँ" in Hindi.
 */
export function usePasswordToggle(): (label: string) => (visible: boolean) => string {
  const t = useT();
  return (label) => (visible) =>
    t(visible ? 'auth.password.hide' : 'auth.password.show', { field: label.toLowerCase() });
}
