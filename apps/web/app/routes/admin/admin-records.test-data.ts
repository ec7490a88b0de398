import type { AdminCounts, ClientRecord, NutritionistRecord } from '@nourishwell/shared';

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

export const nutritionist: NutritionistRecord = {
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
  status: 'active',
  clientCount: 0,
  clients: 0,
  profilePicUrl: null,
};

export const client: ClientRecord = {
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
};

/** An empty page of a list call. */
export const emptyPage = [[], { headers: { 'X-Total-Count': '0' } }] as const;
