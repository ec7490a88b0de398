import { AdminProfileForm } from '../../features/admin/components/profile-form.tsx';
import { Card } from '../../components/ui/detail-list.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { SchedulingSettingsCard } from '../../features/admin/scheduling/scheduling-settings-form.tsx';

export const meta = () => [{ title: 'Settings | NourishWell' }];

/** D7: a real settings page — profile and password; issue 17: the practice's booking rules. */
export default function AdminSettings() {
  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
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
