import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { CalculatorForm } from '#web/features/calculator/calculator-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/calculator';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'BMI and BMR calculator | NourishWell',
    description:
      'Work out your body mass index and basal metabolic rate in metric units, and read what your BMI band means for you.',
    path: '/calculator',
  });

export default function Calculator() {
  return (
    <>
      <PageIntro title="BMI and BMR calculator">
        Your body mass index says which weight band you are in; your basal metabolic rate is the
        energy your body burns at rest.
      </PageIntro>
      <FormCard>
        <Island name="calculator" load="interaction" component={CalculatorForm} />
      </FormCard>
    </>
  );
}
