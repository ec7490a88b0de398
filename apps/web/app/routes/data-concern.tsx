import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { DataConcernForm } from '#web/features/privacy/grievances/data-concern-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/data-concern';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Raise a data concern | NourishWell',
    description:
      'A concern about how NourishWell handles your personal data? Tell our grievance officer; we answer within 90 days.',
    path: '/data-concern',
  });

export default function DataConcern() {
  return (
    <>
      <PageIntro title="Raise a data concern">
        Tell our grievance officer about anything in how we handle your personal data. You get a
        reference at once and an answer within 90 days.
      </PageIntro>
      <FormCard>
        <Island name="data-concern" load="interaction" component={DataConcernForm} />
      </FormCard>
    </>
  );
}
