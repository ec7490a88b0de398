import { AdminCounters } from '#web/features/admin/components/admin-counters.tsx';
import { NutritionistsPanel } from '#web/features/admin/components/nutritionists-panel.tsx';

export const meta = () => [{ title: 'Nutritionists | NourishWell' }];

export default function AdminNutritionists() {
  return (
    <div className="space-y-8">
      <AdminCounters set="nutritionists" />
      <NutritionistsPanel variant="manage" />
    </div>
  );
}
