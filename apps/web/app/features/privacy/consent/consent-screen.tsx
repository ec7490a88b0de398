import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { homePath, PRIVACY_NOTICE_VERSION, type MessageKey } from '@nourishwell/shared';
import { endSession } from '#web/components/layouts/end-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { getSessionUser } from '#web/lib/session.ts';

const link = 'font-medium text-emerald-800 underline underline-offset-4';

/** What she agrees to, point by point. */
const points: MessageKey[] = [
  'consent.point1',
  'consent.point2',
  'consent.point3',
  'consent.point4',
];

/**
 * Issue 18: the privacy notice in short, at sign-in, before any page that could take her
 * data. "I agree" records her acceptance of the version in force; "Sign out" leaves
 * without it (nothing else is possible until she agrees).
 */
export function ConsentScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const agree = async () => {
    setPending(true);
    setFailure(null);
    try {
      await api.acceptConsent({ body: { version: PRIVACY_NOTICE_VERSION } });
      toast.success(t('consent.accepted'));
      const user = getSessionUser();
      navigate(user ? homePath(user.role) : '/login', { replace: true });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.fromServer && error.status < 500
          ? error.message
          : t('consent.acceptFailed'),
      );
      setPending(false);
    }
  };

  const signOut = () => {
    endSession();
    navigate('/login', { replace: true });
  };

  return (
    <div className="space-y-5">
      <p className="text-stone-700">{t('consent.intro')}</p>
      <ul className="list-disc space-y-2 pl-5 text-stone-800">
        {points.map((point) => (
          <li key={point}>{t(point)}</li>
        ))}
      </ul>
      <p>
        <Link to="/privacy" className={link}>
          {t('consent.readFull')}
        </Link>
      </p>
      <p className="text-sm text-stone-600">
        {t('consent.version', { version: PRIVACY_NOTICE_VERSION })}
      </p>
      <FormAlert message={failure} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button className="sm:flex-1" disabled={pending} onClick={() => void agree()}>
          {pending ? t('consent.agreeing') : t('consent.agree')}
        </Button>
        <Button variant="secondary" className="sm:flex-1" onClick={signOut}>
          {t('consent.signOut')}
        </Button>
      </div>
    </div>
  );
}
