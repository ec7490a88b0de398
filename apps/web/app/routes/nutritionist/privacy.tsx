import { ConsentCard } from '#web/features/privacy/consent/consent-card.tsx';
import { MyConcernsCard } from '#web/features/privacy/grievances/my-concerns-card.tsx';
import { ExportCard } from '#web/features/privacy/my-data/export-card.tsx';
import { NoticeCard } from '#web/features/privacy/notice-card.tsx';
import { SessionsCard } from '#web/features/privacy/security/sessions-card.tsx';
import { TwoFactorCard } from '#web/features/privacy/security/two-factor-card.tsx';

/** Issue 18: her consent, her data, her signed-in devices and two-factor sign-in. */
export default function NutritionistPrivacyPage() {
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-6">
      <NoticeCard />
      <ConsentCard />
      <TwoFactorCard />
      <SessionsCard />
      <ExportCard />
      <MyConcernsCard />
    </div>
  );
}
