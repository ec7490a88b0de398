import { NoticeCard } from '../../features/privacy/notice-card.tsx';
import { SessionsCard } from '../../features/privacy/security/sessions-card.tsx';
import { TwoFactorCard } from '../../features/privacy/security/two-factor-card.tsx';

export const meta = () => [{ title: 'Privacy & Security | NourishWell' }];

/** Issue 18: her consent, her data, her signed-in devices and two-factor sign-in. */
export default function NutritionistPrivacyPage() {
  return (
    <div className="grid max-w-5xl gap-6">
      <NoticeCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
