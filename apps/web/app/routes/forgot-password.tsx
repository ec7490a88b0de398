import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ForgotPasswordForm } from '#web/features/auth/forgot-password-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Forgot password | NourishWell',
    description: 'Get a link to set a new NourishWell password by email.',
    path: '/forgotpassword',
  });

export default function ForgotPassword() {
  return (
    <>
      <PageIntro title="Forgot password">
        Enter the email you sign in with and we will send you a link to set a new password.
      </PageIntro>
      <FormCard>
        <Island name="forgot-password" load="interaction" component={ForgotPasswordForm} />
      </FormCard>
    </>
  );
}
