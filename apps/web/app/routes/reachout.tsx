import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ReachOutForm } from '#web/features/enquiries/reach-out-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { englishT, useIslandErrors, useIslandTexts, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/reachout';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('enquiries.reachOutPage.metaTitle'),
    description: englishT('enquiries.reachOutPage.metaDescription'),
    path: '/reachout',
  });

/** /reachout, and /hi/reachout in Hindi (routes/hi/reachout.tsx). */
export default function ReachOut() {
  const t = useT();
  const texts = useIslandTexts('enquiries.reachOut');
  const errors = useIslandErrors(['public']);
  return (
    <>
      <PageIntro title={t('enquiries.reachOutPage.title')}>
        {t('enquiries.reachOutPage.intro')}
      </PageIntro>
      <FormCard>
        <Island
          name="reachout"
          load="interaction"
          component={ReachOutForm}
          props={{ texts, errors }}
        />
      </FormCard>
    </>
  );
}
