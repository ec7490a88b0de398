import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { CalculatorForm } from '#web/features/calculator/calculator-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandTexts, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/calculator';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('public.calculator.metaTitle'),
    description: englishT('public.calculator.metaDescription'),
    path: '/calculator',
  });

/** /calculator, and /hi/calculator in Hindi (routes/hi/calculator.tsx). */
export default function Calculator() {
  const t = useT();
  const texts = useIslandTexts('calculator');
  const blog = linkIn(useLocale(), '/blogs');
  return (
    <>
      <PageIntro title={t('public.calculator.title')}>{t('public.calculator.intro')}</PageIntro>
      <FormCard>
        <Island
          name="calculator"
          load="interaction"
          component={CalculatorForm}
          props={{ texts, blog }}
        />
      </FormCard>
    </>
  );
}
