import type { AdminCounts, ClientRecord, NutritionistRecord } from '@nourishwell/shared';
import { clientRecord, nutritionistRecord } from '#web-test/records.ts';

/** Records as the admin calls answer them, for the admin screens' tests. */
export const noCounts: AdminCounts = {
  totalNutritionists: 0,
  activeNutritionists: 0,
  totalClients: 0,
  activeClients: 0,
  inactiveClients: 0,
  assignedClients: 0,
  avgClientsPerNutritionist: '0.0',
};

export const nutritionist: NutritionistRecord = nutritionistRecord();

export const client: ClientRecord = clientRecord();

/** An empty page of a list call. */
export const emptyPage = [[], { headers: { 'X-Total-Count': '0' } }] as const;
