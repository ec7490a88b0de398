import { useOutletContext } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { ClientProfile } from './client-profile.tsx';
import { LanguageSetting } from '#web/features/profile/components/language-setting.tsx';
import { ExportLinkCard } from '#web/features/privacy/my-data/export-card.tsx';
import { ContactPreferencesCard } from '#web/features/notifications/preferences/contact-preferences-card.tsx';

export default function ClientProfilePage() {
  const me = useOutletContext<MeResponse>();
  return (
    <div className="grid gap-6">
      <ClientProfile email={me.email} />
      <LanguageSetting current={me.language} devanagariDigits={me.devanagariDigits} />
      {/* Issue 36: her channels, quiet hours and check-in day, beside her language. */}
      <div className="max-w-xl">
        <ContactPreferencesCard />
      </div>
      {/* Issue 18: her copy of everything we keep, one click from her profile. */}
      <div className="max-w-xl">
        <ExportLinkCard />
      </div>
    </div>
  );
}
