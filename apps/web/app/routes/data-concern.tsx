import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { DataConcernForm } from '#web/features/privacy/grievances/data-concern-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandErrors, useIslandTexts, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/data-concern';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('dataConcern.metaTitle'),
    description: englishT('dataConcern.metaDescription'),
    path: '/data-concern',
  });

/** /data-concern, and /hi/data-concern in Hindi (routes/hi/data-concern.tsx). */
export default function DataConcern() {
  const t = useT();
  const locale = useLocale();
  const texts = useIslandTexts('dataConcern.form');
  const errors = useIslandErrors(['public', 'grievance']);
  return (
    <>
      <PageIntro title={t('dataConcern.title')}>{t('dataConcern.intro')}</PageIntro>
      <FormCard>
        <Island
          name="data-concern"
          load="interaction"
          component={DataConcernForm}
          props={{ texts, locale, errors }}
        />
      </FormCard>
    </>
  );
}
