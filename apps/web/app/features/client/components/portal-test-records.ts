import type { AssignedNutritionist, OwnClientRecord } from '@nourishwell/shared';
import { clientRecord, nutritionistCard } from '#web-test/records.ts';

/** A client as GET /client/email answers her (for screen tests): nothing set yet. */
export const newClient = (over: Partial<OwnClientRecord> = {}): OwnClientRecord => ({
  ...clientRecord({ name: 'Meera Shah', email: 'client@nourishwell.test' }),
  assignedNutritionist: null,
  ...over,
});

/** Her nutritionist as GET /client/nut answers it. */
export const assignedNutritionist: AssignedNutritionist = nutritionistCard({
  specialization: 'Diabetes care',
  specialty: 'Diabetes care',
  experience: 8,
});
