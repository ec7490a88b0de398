import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { SignupForm } from '#web/features/enquiries/signup-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandErrors, useIslandTexts, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('enquiries.signupPage.metaTitle'),
    description: englishT('enquiries.signupPage.metaDescription'),
    path: '/signup',
  });

/** /signup, and /hi/signup in Hindi (routes/hi/signup.tsx). */
export default function Signup() {
  const t = useT();
  const texts = useIslandTexts('enquiries.signup');
  const locale = useLocale();
  const errors = useIslandErrors(['public']);
  return (
    <>
      <PageIntro title={t('enquiries.signupPage.title')}>
        {t('enquiries.signupPage.intro')}
      </PageIntro>
      <FormCard>
        <Island
          name="signup"
          load="interaction"
          component={SignupForm}
          props={{ texts, locale, errors }}
        />
      </FormCard>
    </>
  );
}
