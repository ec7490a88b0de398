import type { AdminCounts } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { statusCounts as nutritionistCounts } from '#api/modules/nutritionists/nutritionists.service.ts';
import { statusCounts as clientCounts } from './clients.repository.ts';

/** The admin's stat cards, counted by the database rather than by loading every row. */
export async function practiceCounts(deps: AppDeps): Promise<AdminCounts> {
  const [n, c] = await Promise.all([nutritionistCounts(deps), clientCounts(deps.db)]);
  return {
    totalNutritionists: n.total,
    activeNutritionists: n.active,
    totalClients: c.total,
    activeClients: c.active,
    inactiveClients: c.total - c.active,
    assignedClients: c.assigned,
    avgClientsPerNutritionist: n.total === 0 ? '0.0' : (c.assigned / n.total).toFixed(1),
  };
}
