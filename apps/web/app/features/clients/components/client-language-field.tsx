import type { UseFormRegisterReturn } from 'react-hook-form';
import { LOCALE_NAMES, LOCALES } from '@nourishwell/shared';
import { SelectField } from '#web/components/ui/field.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * The language a new client reads (issue 33), when the practice knows it: her welcome
 * email is written in it and her app speaks it from her first sign-in. Each language is
 * named in itself, as she would look for it.
 */
export function ClientLanguageField(props: UseFormRegisterReturn & { error?: string }) {
  const t = useT();
  return (
    <SelectField label={t('clients.field.language')} hint={t('clients.languageHint')} {...props}>
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
