import { AdminCounters } from './admin-counters.tsx';
import { AdminProfileCard } from '#web/features/profile/components/admin-profile-card.tsx';
import { ClientsPanel } from '#web/features/clients/components/clients-panel.tsx';
import { NutritionistsPanel } from '#web/features/nutritionists/components/nutritionists-panel.tsx';
import { PracticeHealthSection } from '#web/features/practice-health/components/practice-health-section.tsx';
import { PrivacyAlert } from '#web/features/privacy/grievances/privacy-alert.tsx';

export default function AdminDashboard() {
  return (
    <div className="space-y-8">
      <PrivacyAlert />
      <AdminProfileCard />
      <AdminCounters set="dashboard" />
      <PracticeHealthSection />
      <NutritionistsPanel variant="dashboard" />
      <ClientsPanel variant="dashboard" />
    </div>
  );
}
