import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ForgotPasswordForm } from '#web/features/auth/forgot-password-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandErrors, useIslandTexts, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('auth.forgotPage.metaTitle'),
    description: englishT('auth.forgotPage.metaDescription'),
    path: '/forgotpassword',
  });

/** /forgotpassword, and /hi/forgotpassword in Hindi (routes/hi/forgot-password.tsx). */
export default function ForgotPassword() {
  const t = useT();
  const texts = useIslandTexts('auth.forgot');
  const locale = useLocale();
  const errors = useIslandErrors(['public']);
  return (
    <>
      <PageIntro title={t('auth.forgotPage.title')}>{t('auth.forgotPage.intro')}</PageIntro>
      <FormCard>
        <Island
          name="forgot-password"
          load="interaction"
          component={ForgotPasswordForm}
          props={{ texts, locale, errors }}
        />
      </FormCard>
    </>
  );
}
