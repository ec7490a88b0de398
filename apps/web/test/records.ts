import type { AssignedNutritionist, ClientRecord, NutritionistRecord } from '@nourishwell/shared';

/** A client record as the API answers it, nothing optional set yet (for screen tests). */
export const clientRecord = (over: Partial<ClientRecord> = {}): ClientRecord => ({
  id: 7,
  name: 'Meera Iyer',
  email: 'meera@nourishwell.test',
  phone: null,
  location: null,
  address: null,
  age: null,
  gender: null,
  nId: null,
  nutritionist: null,
  issue: null,
  plan: null,
  planDescription: null,
  nextSession: null,
  lastSession: null,
  weight: null,
  height: null,
  diet: null,
  allergies: null,
  status: 'active',
  completed: false,
  progress: null,
  profilePicUrl: null,
  ...over,
});

/** A nutritionist's public card as the API answers it. */
export const nutritionistCard = (
  over: Partial<AssignedNutritionist> = {},
): AssignedNutritionist => ({
  id: 4,
  name: 'Asha Rao',
  email: 'asha@nourishwell.test',
  phone: null,
  location: null,
  address: null,
  specialization: 'Diabetes',
  specialty: 'Diabetes',
  experience: null,
  qualifications: [],
  bio: null,
  profilePicUrl: null,
  ...over,
});

/** A nutritionist as the admin's calls answer her. */
export const nutritionistRecord = (over: Partial<NutritionistRecord> = {}): NutritionistRecord => ({
  ...nutritionistCard(),
  status: 'active',
  clientCount: 0,
  clients: 0,
  ...over,
});
