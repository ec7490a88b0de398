import type { AuditQuery } from '@nourishwell/shared';
import { apiQuery } from '#web/lib/api.ts';

export const accessLogQuery = (query: { limit: number; offset: number }) =>
  apiQuery('myAccessLog', { query });

export const auditQuery = (query: AuditQuery) => apiQuery('adminAudit', { query });

export const auditPeopleQuery = () => apiQuery('adminAuditPeople');
