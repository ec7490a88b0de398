import { useSearchParams } from 'react-router';
import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ResetPasswordForm } from '#web/features/auth/reset-password-form.tsx';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password | NourishWell' },
  // The page is only for whoever holds the emailed link.
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const [params] = useSearchParams();
  return (
    <>
      <PageIntro title="Set a new password">
        Choose a new password of at least 6 characters.
      </PageIntro>
      <FormCard>
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </FormCard>
    </>
  );
}
