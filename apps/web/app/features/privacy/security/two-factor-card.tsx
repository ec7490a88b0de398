import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { securityMessages, type TwoFactorSetup } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { RecoveryCodesPanel } from './recovery-codes.tsx';
import { twoFactorStatusQuery, useTwoFactorSetup } from './security-api.ts';
import { DisableForm, EnableForm, RegenerateForm } from './two-factor-forms.tsx';

/**
 * Issue 18: two-factor sign-in for admins and nutritionists. Off: set it up (QR code, key,
 * code). Just turned on or renewed: the recovery codes, once. On: new codes, or turn off
 * (not where it is required for admins).
 */
export function TwoFactorCard() {
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
              : securityMessages.twoFactorLoadFailed,
          ),
      },
    );

  let body;
  if (codes) body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isPending) body = <p role="status">Loading…</p>;
  else if (status.isError)
    body = (
      <QueryError
        message={securityMessages.twoFactorLoadFailed}
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
        <p className="text-stone-700">
          Two-factor sign-in is off. With it on, signing in also asks for a 6-digit code from an app
          on your phone, so a stolen password alone cannot open your account.
        </p>
        {status.data.required && (
          <p role="alert" className="font-medium text-red-700">
            {securityMessages.twoFactorRequired}
          </p>
        )}
        <Button onClick={begin} disabled={start.isPending}>
          {start.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
        </Button>
      </div>
    );
  else
    body = (
      <div className="space-y-6">
        <p className="text-stone-700">
          Two-factor sign-in is on
          {status.data.enabledAt ? ` since ${formatDate(status.data.enabledAt)}` : ''}.{' '}
          {status.data.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <RegenerateForm onDone={(answer) => setCodes(answer.recoveryCodes)} />
        {status.data.required ? (
          <p className="text-sm text-stone-700">{securityMessages.twoFactorRequiredForAdmins}</p>
        ) : (
          <DisableForm />
        )}
      </div>
    );

  return <Card title="Two-factor sign-in">{body}</Card>;
}
