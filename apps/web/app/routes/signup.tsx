import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { SignupForm } from '#web/features/enquiries/signup-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Get in touch | NourishWell',
    description:
      'Tell us about your health concern and we will call you within 2 business days to find the right nutritionist and plan.',
    path: '/signup',
  });

export default function Signup() {
  return (
    <>
      <PageIntro title="Get in touch">
        Tell us a little about yourself. A member of our team will call you within 2 business days.
      </PageIntro>
      <FormCard>
        <Island name="signup" load="interaction" component={SignupForm} />
      </FormCard>
    </>
  );
}
