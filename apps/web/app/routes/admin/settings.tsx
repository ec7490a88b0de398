import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutletContext, useRevalidator } from 'react-router';
import type { MeResponse } from '@nourishwell/shared';
import { AdminProfileForm } from '#web/features/profile/components/admin-profile-form.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { BillingSettingsCard } from '#web/features/billing/components/billing-settings-card.tsx';
import { MessagingSettingsCard } from '#web/features/notifications/components/messaging-settings-card.tsx';
import { ChangePasswordForm } from '#web/features/auth/change-password-form.tsx';
import { AutomationRulesCard } from '#web/features/notifications/automation/automation-rules-card.tsx';
import { SchedulingSettingsCard } from '#web/features/scheduling/settings/scheduling-settings-form.tsx';
import { twoFactorStatusQuery } from '#web/features/privacy/security/security-api.ts';
import { SessionsCard } from '#web/features/privacy/security/sessions-card.tsx';
import { TwoFactorCard } from '#web/features/privacy/security/two-factor-card.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';

/**
 * A real settings page (docs/product.md, "Admin settings and detail pages") — profile and
 * password; issue 17: the practice's booking rules; issue 18: two-factor sign-in and
 * signed-in devices; issue 34: the practice as its invoices name it; issue 36: its WhatsApp
 * and SMS templates and its automatic messages. With REQUIRE_ADMIN_2FA=1
 * an admin without two-factor sees only what she may use until she turns it on (every other
 * call would be refused); once it is on, the page loads her profile again and shows the rest.
 */
export default function AdminSettings() {
  const t = useT();
  const required = useOutletContext<MeResponse | undefined>()?.twoFactorRequired === true;
  const status = useQuery(twoFactorStatusQuery());
  const revalidator = useRevalidator();
  const nowEnabled = required && status.data?.enabled === true;
  useEffect(() => {
    if (nowEnabled && revalidator.state === 'idle') void revalidator.revalidate();
  }, [nowEnabled, revalidator]);

  // One tree either way, the two-factor card first: when it is turned on and the page
  // shows the rest, the card keeps its state (the recovery codes shown only once).
  return (
    <div className={required ? 'grid max-w-5xl gap-6' : 'grid max-w-5xl gap-6 lg:grid-cols-2'}>
      {required && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('security.twoFactor.required')}
        </p>
      )}
      <TwoFactorCard />
      <SessionsCard />
      {!required && (
        <>
          <Card title={t('admin.settings.profile')}>
            <AdminProfileForm />
          </Card>
          <Card title={t('admin.settings.password')}>
            <ChangePasswordForm />
          </Card>
          <div className="lg:col-span-2">
            <Card title={t('admin.settings.scheduling')}>
              <SchedulingSettingsCard />
            </Card>
          </div>
          <div className="lg:col-span-2">
            <Card title={t('automation.title')}>
              <AutomationRulesCard />
            </Card>
          </div>
          <div className="lg:col-span-2">
            <Card title={t('billingAdmin.settings.title')}>
              <BillingSettingsCard />
            </Card>
          </div>
          <div className="lg:col-span-2">
            <Card title={t('admin.settings.messaging')}>
              <MessagingSettingsCard />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
