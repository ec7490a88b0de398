import { AccessLogCard } from '../../features/privacy/my-data/access-log-card.tsx';
import { ExportCard } from '../../features/privacy/my-data/export-card.tsx';
import { NoticeCard } from '../../features/privacy/notice-card.tsx';
import { MyConcernsCard } from '../../features/privacy/grievances/my-concerns-card.tsx';
import { ErasureCard } from '../../features/privacy/erasure/erasure-card.tsx';
import { WithdrawConsentCard } from '../../features/privacy/erasure/withdraw-consent-card.tsx';
import { ConsentCard } from '../../features/privacy/consent/consent-card.tsx';

export const meta = () => [{ title: 'Privacy & Data | NourishWell' }];

/** Issue 18: her rights in one place — consent, her data, who viewed it, erasure, concerns. */
export default function ClientPrivacyPage() {
  return (
    <div className="grid max-w-5xl gap-6">
      <NoticeCard />
      <MyConcernsCard />
      <ExportCard />
      <AccessLogCard />
      <WithdrawConsentCard />
      <ErasureCard />
      <ConsentCard />
    </div>
  );
}
