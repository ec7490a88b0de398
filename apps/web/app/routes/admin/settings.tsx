import { AdminProfileForm } from '../../features/admin/components/profile-form.tsx';
import { Card } from '../../components/ui/detail-list.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { SchedulingSettingsCard } from '../../features/admin/scheduling/scheduling-settings-form.tsx';
import { SessionsCard } from '../../features/privacy/security/sessions-card.tsx';
import { TwoFactorCard } from '../../features/privacy/security/two-factor-card.tsx';

export const meta = () => [{ title: 'Settings | NourishWell' }];

/**
 * D7: a real settings page — profile and password; issue 17: the practice's booking rules;
 * issue 18: two-factor sign-in and signed-in devices.
 */
export default function AdminSettings() {
  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
      <TwoFactorCard />
      <SessionsCard />
      <Card title="Profile">
        <AdminProfileForm />
      </Card>
      <Card title="Update Password">
        <ChangePasswordForm />
      </Card>
      <div className="lg:col-span-2">
        <Card title="Scheduling">
          <SchedulingSettingsCard />
        </Card>
      </div>
    </div>
  );
}
