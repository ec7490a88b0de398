import type { AssignedNutritionist, OwnClientRecord } from '@nourishwell/shared';

/** A client as GET /client/email answers her (for screen tests): nothing set yet. */
export const newClient = (over: Partial<OwnClientRecord> = {}): OwnClientRecord => ({
  id: 7,
  name: 'Meera Shah',
  email: 'client@nourishwell.test',
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
  assignedNutritionist: null,
  ...over,
});

/** Her nutritionist as GET /client/nut answers it. */
export const assignedNutritionist: AssignedNutritionist = {
  id: 4,
  name: 'Asha Rao',
  email: 'asha@nourishwell.test',
  phone: null,
  location: null,
  address: null,
  specialization: 'Diabetes care',
  specialty: 'Diabetes care',
  experience: 8,
  qualifications: [],
  bio: null,
  profilePicUrl: null,
};
