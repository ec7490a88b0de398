import { NoticeCard } from '../../features/privacy/notice-card.tsx';
import { GrievancesPanel } from '../../features/privacy/grievances/grievances-panel.tsx';
import { BreachRegisterPanel } from '../../features/privacy/grievances/breach-register-panel.tsx';
import { AdminErasuresPanel } from '../../features/privacy/erasure/admin-erasures-panel.tsx';

export const meta = () => [{ title: 'Privacy | NourishWell' }];

/** Issue 18: what a practice shows to prove compliance — concerns, erasures, breaches. */
export default function AdminPrivacyPage() {
  return (
    <div className="grid max-w-6xl grid-cols-1 gap-6">
      <NoticeCard />
      <GrievancesPanel />
      <BreachRegisterPanel />
      <AdminErasuresPanel />
    </div>
  );
}
