import { AdminProfileForm } from '../../features/admin/components/profile-form.tsx';
import { Card } from '../../components/ui/detail-list.tsx';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';

export const meta = () => [{ title: 'Settings | NourishWell' }];

/** D7: a real settings page — profile and password. */
export default function AdminSettings() {
  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
      <Card title="Profile">
        <AdminProfileForm />
      </Card>
      <Card title="Update Password">
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
