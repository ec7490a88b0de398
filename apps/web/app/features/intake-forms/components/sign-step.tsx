import { useState } from 'react';
import { sameName, type IntakeAnswers, type IntakeSend } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { formatDateIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { useSignIntakeSend } from '../api/intake-api.ts';

/**
 * The signature (issue 35): the practice's consent statement, a box she ticks, her full
 * name as her account has it (case and spaces aside: the server checks it too) and today's
 * date. Signing is once; the form is then read-only.
 */
export function SignStep({
  send,
  answers,
  accountName,
  onBack,
}: {
  send: IntakeSend;
  answers: IntakeAnswers;
  /** Her account's name, when the page knows it, to check her typing before the server does. */
  accountName?: string;
  onBack: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const sign = useSignIntakeSend();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = formatDateIn(locale, new Date().toISOString());

  async function submit() {
    const found = {
      name:
        !name.trim() || (accountName && !sameName(accountName, name))
          ? t('intake.sign.nameMismatch')
          : undefined,
      agree: agree ? undefined : t('intake.sign.consentRequired'),
    };
    setErrors(found);
    if (found.name || found.agree) return;
    setFailure(null);
    try {
      await sign.mutateAsync({
        params: { sendId: send.id },
        body: { answers, fullName: name, agree: true },
      });
    } catch (error) {
      if (error instanceof ApiError && error.details?.some((d) => d.path === 'fullName'))
        setErrors({ name: t('intake.sign.nameMismatch') });
      else setFailure(apiMessageOr(t('intake.sign.failed'))(error));
    }
  }

  return (
    <form
      noValidate
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-xl font-semibold text-stone-900">{t('intake.sign.title')}</h2>
      <div className="rounded-lg bg-stone-50 p-4">
        <h3 className="text-sm font-semibold text-stone-800">{t('intake.sign.statement')}</h3>
        <p className="mt-1 text-stone-900">{send.consentStatement}</p>
      </div>
      <div className="space-y-1">
        <label className="flex min-h-11 items-start gap-3 text-base text-stone-900">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-emerald-700"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? 'sign-agree-error' : undefined}
          />
          {t('intake.sign.agree')}
        </label>
        {errors.agree && (
          <p id="sign-agree-error" className="text-sm font-medium text-red-700">
            {errors.agree}
          </p>
        )}
      </div>
      <TextField
        label={t('intake.sign.fullName')}
        hint={t('intake.sign.fullNameHint')}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
      />
      <p className="text-stone-800">{t('intake.sign.date', { date: today })}</p>
      <FormAlert message={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          {t('intake.sign.back')}
        </Button>
        <Button type="submit" disabled={sign.isPending}>
          {sign.isPending ? t('intake.sign.signing') : t('intake.sign.submit')}
        </Button>
      </div>
    </form>
  );
}
