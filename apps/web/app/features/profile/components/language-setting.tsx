import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { LOCALE_NAMES, LOCALES, messages, type Locale } from '@nourishwell/shared';
import { apiMutation } from '#web/lib/api.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { DigitsSetting } from './digits-setting.tsx';

const failed = apiMessageOr(messages.generic.tryAgain);

/**
 * The language of her app, emails and messages, on her account: one tap on a language,
 * saved at once; the dashboard reads who she is again and speaks it. Each language is
 * named in itself ("हिंदी"), so she finds hers whatever the page is in. With Hindi chosen,
 * she may have Devanagari digits too (issue 33).
 */
export function LanguageSetting({
  current,
  devanagariDigits = false,
}: {
  current: Locale;
  devanagariDigits?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const save = useMutation(
    apiMutation(queryClient, 'setLanguage', {
      onSuccess: () => {
        toast.success(t('language.saved'));
        void revalidator.revalidate();
      },
    }),
  );
  const choose = (language: Locale) =>
    save.mutate({ body: { language } }, { onError: (error) => void toast.error(failed(error)) });
  const chosen = save.isPending ? (save.variables?.body.language ?? current) : current;
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-xl rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-stone-900">
        {t('language.label')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-stone-700">
        {t('language.hint')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-3 flex flex-wrap gap-2"
      >
        {LOCALES.map((locale) => (
          <label
            key={locale}
            lang={locale}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-emerald-700 has-checked:bg-emerald-50"
          >
            <input
              type="radio"
              name={headingId}
              className="h-5 w-5 accent-emerald-700"
              checked={chosen === locale}
              disabled={save.isPending}
              onChange={() => choose(locale)}
            />
            {LOCALE_NAMES[locale]}
          </label>
        ))}
      </div>
      {chosen === 'hi' && <DigitsSetting current={devanagariDigits} />}
    </section>
  );
}
