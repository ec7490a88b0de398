import { useSearchParams } from 'react-router';
import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form.tsx';
import { englishT, useT } from '#web/lib/i18n/i18n.tsx';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [
  { title: englishT('auth.reset.metaTitle') },
  // The page is only for whoever holds the emailed link.
  { name: 'robots', content: 'noindex' },
];

/** /resetpassword, and /hi/resetpassword in Hindi (routes/hi/reset-password.tsx). */
export default function ResetPassword() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro title={t('auth.reset.title')}>{t('auth.reset.intro')}</PageIntro>
      <FormCard>
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </FormCard>
    </>
  );
}
