import { NoticeCard } from '#web/features/privacy/notice-card.tsx';
import { GrievancesPanel } from '#web/features/privacy/grievances/grievances-panel.tsx';
import { BreachRegisterPanel } from '#web/features/privacy/grievances/breach-register-panel.tsx';
import { AdminErasuresPanel } from '#web/features/privacy/erasure/admin-erasures-panel.tsx';

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
