import { ConsentCard } from '#web/features/privacy/consent/consent-card.tsx';
import { ErasureCard } from '#web/features/privacy/erasure/erasure-card.tsx';
import { WithdrawConsentCard } from '#web/features/privacy/erasure/withdraw-consent-card.tsx';
import { MyConcernsCard } from '#web/features/privacy/grievances/my-concerns-card.tsx';
import { AccessLogCard } from '#web/features/privacy/my-data/access-log-card.tsx';
import { ExportCard } from '#web/features/privacy/my-data/export-card.tsx';
import { NoticeCard } from '#web/features/privacy/notice-card.tsx';
import { SessionsCard } from '#web/features/privacy/security/sessions-card.tsx';

/**
 * Issue 18: her rights in one place, in the order she is likely to need them — what we
 * keep and her consent, her data and who viewed it, her devices, a concern, then leaving.
 */
export default function ClientPrivacyPage() {
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-6">
      <NoticeCard />
      <ConsentCard />
      <ExportCard />
      <AccessLogCard />
      <SessionsCard />
      <MyConcernsCard />
      <WithdrawConsentCard />
      <ErasureCard />
    </div>
  );
}
