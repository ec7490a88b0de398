import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation, type ApiName } from './api.ts';

/**
 * Every admin read: after any admin change each is fetched again (lists, counters, pages).
 * Here, not in a feature, because the writes of several features (clients, nutritionists,
 * the admin's profile) change them.
 */
export const adminReads = [
  'adminCounts',
  'adminNutritionists',
  'adminClients',
  'adminNutritionistDetail',
  'adminClientDetail',
  'adminProfile',
] as const satisfies readonly ApiName[];

/** An admin change; every admin list, counter and page is read again after it. */
export const useAdminMutation = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: adminReads }));

/**
 * The reads the nutritionist's screens show: a write that may change any of them has them
 * all read again, so every table shows what the server holds. The writes of several
 * features (sessions, clients, progress, assessments, messages) change them.
 */
export const caseloadReads = [
  'selfByEmail',
  'nutritionistById',
  'caseload',
  'completedAppointments',
  'clientSessions',
  // Sessions and free times: completing, missing or moving a session changes both (issue 17).
  'bookings',
  'slots',
  'mealPlan',
  'progress',
  'assessment',
  'assessmentHistory',
] as const satisfies readonly ApiName[];

/** A write to her caseload (see `caseloadReads`). */
export const useCaseloadMutation = <N extends ApiName>(name: N) =>
  useMutation(apiMutation(useQueryClient(), name, { invalidates: caseloadReads }));
