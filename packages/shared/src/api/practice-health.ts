import {
  practiceHealthCsvQuerySchema,
  practiceHealthSchema,
} from '../practice-health/practice-health-schemas.ts';
import { defineEndpoints } from './endpoint.ts';

const admin = { tags: ['admin'], access: ['admin'], errors: [400, 401, 403] } as const;

/**
 * Practice health (issue 36): the admin's monthly figures with their definitions
 * (packages/shared/src/practice-health/practice-health-schemas.ts).
 */
export const practiceHealthEndpoints = defineEndpoints({
  practiceHealth: {
    ...admin,
    method: 'GET',
    path: '/admin/practice-health',
    summary:
      'The last 12 months in the practice’s zone: active clients (a nutritionist and a journal entry, a held session or a valid package in the month), new accounts, lost (package ended, no renewal), retention at 3 and 6 months, average planned-meals-logged adherence, held sessions per nutritionist per week, revenue in paise net of credit notes',
    response: practiceHealthSchema,
  },
  practiceHealthCsv: {
    ...admin,
    method: 'GET',
    path: '/admin/practice-health.csv',
    summary:
      'The Practice health figures as CSV, one row per month (revenue in rupees, 2 decimals); ?metric= for one metric’s column',
    query: practiceHealthCsvQuerySchema,
    produces: ['text/csv'],
  },
});
