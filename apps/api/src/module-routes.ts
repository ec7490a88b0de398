import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#api/app-deps.ts';
import { adminProfileRoutes } from '#api/modules/profile/admin-profile.routes.ts';
import { appointmentsRoutes } from '#api/modules/scheduling/appointments.routes.ts';
import { assessmentsRoutes } from '#api/modules/assessments/assessments.routes.ts';
import { authRoutes } from '#api/modules/auth/auth.routes.ts';
import { calendarFeedRoutes } from '#api/modules/scheduling/calendar-feed.routes.ts';
import { clientsRoutes } from '#api/modules/clients/clients.routes.ts';
import { consentRoutes } from '#api/modules/consent/consent.routes.ts';
import { contactsRoutes } from '#api/modules/contacts/contacts.routes.ts';
import { enquiriesRoutes } from '#api/modules/enquiries/enquiries.routes.ts';
import { erasureRoutes } from '#api/modules/privacy/erasure.routes.ts';
import { eventsRoutes } from '#api/modules/messages/events.routes.ts';
import { foodsRoutes } from '#api/modules/foods/foods.routes.ts';
import { goalsRoutes } from '#api/modules/goals/goals.routes.ts';
import { grievancesRoutes } from '#api/modules/grievances/grievances.routes.ts';
import { healthRoutes } from '#api/modules/health/health.routes.ts';
import { intakeFormsRoutes } from '#api/modules/intake-forms/intake-forms.routes.ts';
import { invoicesRoutes } from '#api/modules/invoices/invoices.routes.ts';
import { journalRoutes } from '#api/modules/journal/journal.routes.ts';
import { mealPlansRoutes } from '#api/modules/meal-plans/meal-plans.routes.ts';
import { measurementsRoutes } from '#api/modules/measurements/measurements.routes.ts';
import { messagesRoutes } from '#api/modules/messages/messages.routes.ts';
import { noticesRoutes } from '#api/modules/notifications/notices.routes.ts';
import { nutritionistsRoutes } from '#api/modules/nutritionists/nutritionists.routes.ts';
import { packagesRoutes } from '#api/modules/packages/packages.routes.ts';
import { passwordResetRoutes } from '#api/modules/auth/password-reset.routes.ts';
import { privacyDataRoutes } from '#api/modules/privacy-data/privacy-data.routes.ts';
import { profileRoutes } from '#api/modules/profile/profile.routes.ts';
import { progressRoutes } from '#api/modules/progress/progress.routes.ts';
import { purchasesRoutes } from '#api/modules/purchases/purchases.routes.ts';
import { schedulingRoutes } from '#api/modules/scheduling/scheduling.routes.ts';
import { securityRoutes } from '#api/modules/security/security.routes.ts';
import { trackingRoutes } from '#api/modules/tracking/tracking.routes.ts';

/**
 * Every domain's routes, under /api. A new module's routes join here; the endpoint table
 * test fails when an entry has no route.
 */
export async function registerModuleRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await healthRoutes(api, deps);
  await authRoutes(api, deps);
  await securityRoutes(api, deps);
  await passwordResetRoutes(api, deps);
  await enquiriesRoutes(api, deps);
  await nutritionistsRoutes(api, deps);
  await clientsRoutes(api, deps);
  await appointmentsRoutes(api, deps);
  await schedulingRoutes(api, deps);
  await progressRoutes(api, deps);
  await mealPlansRoutes(api, deps);
  await assessmentsRoutes(api, deps);
  await profileRoutes(api, deps);
  await adminProfileRoutes(api, deps);
  await goalsRoutes(api, deps);
  await foodsRoutes(api, deps);
  await privacyDataRoutes(api, deps);
  await messagesRoutes(api, deps);
  await eventsRoutes(api, deps);
  await trackingRoutes(api, deps);
  await measurementsRoutes(api, deps);
  await journalRoutes(api, deps);
  await noticesRoutes(api, deps);
  await calendarFeedRoutes(api, deps);
  await grievancesRoutes(api, deps);
  await erasureRoutes(api, deps);
  await contactsRoutes(api, deps);
  await consentRoutes(api, deps);
  await packagesRoutes(api, deps);
  await purchasesRoutes(api, deps);
  await invoicesRoutes(api, deps);
  await intakeFormsRoutes(api, deps);
}
