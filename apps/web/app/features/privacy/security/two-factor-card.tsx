import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { RecoveryCodesPanel } from './recovery-codes.tsx';
import { twoFactorStatusQuery, useTwoFactorSetup } from './security-api.ts';
import { DisableForm, EnableForm, RegenerateForm } from './two-factor-forms.tsx';

/**
 * Issue 18: two-factor sign-in for admins and nutritionists. Off: set it up (QR code, key,
 * code). Just turned on or renewed: the recovery codes, once. On: new codes, or turn off
 * (not where it is required for admins).
 */
export function TwoFactorCard() {
  const t = useT();
  const locale = useLocale();
  const status = useQuery(twoFactorStatusQuery());
  const start = useTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = () =>
    start.mutate(
      {},
      {
        onSuccess: setSetup,
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.message
              ? error.message
              : t('security.twoFactor.loadFailed'),
          ),
      },
    );

  let body;
  if (codes) body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isPending) body = <p role="status">{t('security.loading')}</p>;
  else if (status.isError)
    body = (
      <QueryError
        message={t('security.twoFactor.loadFailed')}
        onRetry={() => void status.refetch()}
      />
    );
  else if (!status.data.enabled)
    body = setup ? (
      <EnableForm
        setup={setup}
        onEnabled={(answer) => {
          setSetup(null);
          setCodes(answer.recoveryCodes);
        }}
      />
    ) : (
      <div className="space-y-3">
        <p className="text-stone-700">{t('security.twoFactor.off')}</p>
        {status.data.required && (
          <p role="alert" className="font-medium text-red-700">
            {t('security.twoFactor.required')}
          </p>
        )}
        <Button onClick={begin} disabled={start.isPending}>
          {start.isPending ? t('security.twoFactor.starting') : t('security.twoFactor.setUp')}
        </Button>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        <p className="text-stone-700">
          {status.data.enabledAt
            ? t('security.twoFactor.onSince', { date: formatDateIn(locale, status.data.enabledAt) })
            : t('security.twoFactor.on')}{' '}
          {t('security.twoFactor.codesLeft', {
            left: status.data.recoveryCodesLeft,
            total: RECOVERY_CODE_COUNT,
          })}
        </p>
        <RegenerateForm onDone={(answer) => setCodes(answer.recoveryCodes)} />
        {status.data.required ? (
          <p className="text-sm text-stone-700">{t('security.twoFactor.requiredForAdmins')}</p>
        ) : (
          <DisableForm />
        )}
      </div>
    );

  return <Card title={t('security.twoFactor.title')}>{body}</Card>;
}
