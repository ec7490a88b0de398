import { z } from 'zod';
import {
  accessLogQuerySchema,
  accessLogRowSchema,
  auditPersonSchema,
  auditQuerySchema,
  auditRowSchema,
  exportQuerySchema,
} from '../schemas/privacy-data.ts';
import { defineEndpoints } from './endpoint.ts';

const base = { tags: ['privacy'], errors: [400, 401, 403] } as const;

/** Issue 18, her data: the export, her access log and the admin's audit screen. */
export const privacyDataEndpoints = defineEndpoints({
  myExport: {
    ...base,
    access: 'signedIn',
    method: 'GET',
    path: '/me/export',
    summary:
      'Everything kept about the signed-in person as one JSON document, or (format=html) a printable page',
    query: exportQuerySchema,
    produces: ['application/json', 'text/html'],
  },
  myAccessLog: {
    ...base,
    access: 'signedIn',
    method: 'GET',
    path: '/me/access-log',
    summary: 'Who viewed or changed her health records, newest first',
    query: accessLogQuerySchema,
    response: z.array(accessLogRowSchema),
    paged: true,
  },
  adminAudit: {
    ...base,
    access: ['admin'],
    method: 'GET',
    path: '/admin/audit',
    summary: 'The audit log, filtered by person (actor or subject), record type and dates',
    query: auditQuerySchema,
    response: z.array(auditRowSchema),
    paged: true,
  },
  adminAuditCsv: {
    ...base,
    access: ['admin'],
    method: 'GET',
    path: '/admin/audit.csv',
    summary: 'The filtered audit log as a CSV download',
    query: auditQuerySchema,
    produces: ['text/csv'],
  },
  adminAuditPeople: {
    ...base,
    access: ['admin'],
    method: 'GET',
    path: '/admin/audit/people',
    summary: 'Everyone who can appear in the audit log, for its person filter',
    response: z.array(auditPersonSchema),
  },
});
