import type { ReactNode } from 'react';
import type { ClientRecord, Translate } from '@nourishwell/shared';

/**
 * How to reach a client and who they are, as every staff view of her record shows it first
 * (a `DetailList`'s items). Here, not beside `DetailList`: a client's own pages use that
 * list too, and never load the staff texts these labels are in.
 */
export const clientContactItems = (
  t: Translate,
  c: Pick<ClientRecord, 'email' | 'phone' | 'address' | 'age' | 'gender'>,
): Array<[string, ReactNode]> => [
  [t('clients.field.email'), c.email],
  [t('clients.field.phone'), c.phone],
  [t('clients.field.location'), c.address],
  [t('clients.field.age'), c.age],
  [t('clients.field.gender'), c.gender],
];
