import { NoticeCard } from '../../features/privacy/notice-card.tsx';
import { SessionsCard } from '../../features/privacy/security/sessions-card.tsx';

export const meta = () => [{ title: 'Privacy & Data | NourishWell' }];

/** Issue 18: her rights in one place — consent, her data, who viewed it, erasure, concerns. */
export default function ClientPrivacyPage() {
  return (
    <div className="grid max-w-5xl gap-6">
      <NoticeCard />
      <SessionsCard />
    </div>
  );
}
