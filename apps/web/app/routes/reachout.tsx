import { FormCard, PageIntro } from '#web/components/ui/page-intro.tsx';
import { ReachOutForm } from '#web/features/enquiries/reach-out-form.tsx';
import { Island } from '#web/islands/island.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/reachout';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Reach out to us | NourishWell',
    description:
      'A question about our plans, a nutritionist or your account? Send us a message and we will reach out within 2 business days.',
    path: '/reachout',
  });

export default function ReachOut() {
  return (
    <>
      <PageIntro title="Reach out to us">
        Questions about plans, coaching or your account — we read every message.
      </PageIntro>
      <FormCard>
        <Island name="reachout" load="interaction" component={ReachOutForm} />
      </FormCard>
    </>
  );
}
