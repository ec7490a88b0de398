import { AdminCounters } from './admin-counters.tsx';
import { NutritionistsPanel } from '#web/features/nutritionists/components/nutritionists-panel.tsx';

export default function AdminNutritionists() {
  return (
    <div className="space-y-8">
      <AdminCounters set="nutritionists" />
      <NutritionistsPanel variant="manage" />
    </div>
  );
}
