import { adminEndpoints } from './admin.ts';
import { automationEndpoints } from './automation.ts';
import { billingEndpoints } from './billing.ts';
import { clientEndpoints } from './client.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { foodEndpoints } from './foods.ts';
import { intakeFormEndpoints } from './intake-forms.ts';
import { journalEndpoints } from './journal.ts';
import { labEndpoints } from './labs.ts';
import { mealPlanEndpoints } from './meal-plans.ts';
import { messagingEndpoints } from './messaging.ts';
import { messagingSettingsEndpoints } from './messaging-settings.ts';
import { nutritionistEndpoints } from './nutritionist.ts';
import { practiceHealthEndpoints } from './practice-health.ts';
import { privacyGrievanceEndpoints } from './privacy-grievances.ts';
import { privacyDataEndpoints } from './privacy-data.ts';
import { privacyErasureEndpoints } from './privacy-erasure.ts';
import { privacyConsentEndpoints } from './privacy-consent.ts';
import { privacyContactEndpoints } from './privacy-contacts.ts';
import { publicEndpoints } from './public.ts';
import { recordFileEndpoints } from './record-files.ts';
import { securityEndpoints } from './privacy-security.ts';
import { schedulingEndpoints } from './scheduling.ts';
import { sessionNoteEndpoints } from './session-notes.ts';
import { todayEndpoints } from './today.ts';

/**
 * Every call of the API, by name (decision 012). The server registers each entry's route
 * from it (`apps/api/src/http/route.ts`), the OpenAPI document follows, and the browser
 * calls `api.<name>(input)` (`apps/web/app/lib/api.ts`).
 */
export const endpoints = {
  ...publicEndpoints,
  ...enquiryEndpoints,
  ...adminEndpoints,
  ...nutritionistEndpoints,
  ...clientEndpoints,
  ...messagingEndpoints,
  ...messagingSettingsEndpoints,
  ...foodEndpoints,
  ...mealPlanEndpoints,
  ...journalEndpoints,
  ...schedulingEndpoints,
  ...privacyGrievanceEndpoints,
  ...privacyDataEndpoints,
  ...privacyErasureEndpoints,
  ...privacyConsentEndpoints,
  ...privacyContactEndpoints,
  ...securityEndpoints,
  ...billingEndpoints,
  ...labEndpoints,
  ...recordFileEndpoints,
  ...sessionNoteEndpoints,
  ...intakeFormEndpoints,
  ...practiceHealthEndpoints,
  ...automationEndpoints,
  ...todayEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Each domain's table, so a test can see that no name is given twice. */
export const endpointTables = [
  publicEndpoints,
  enquiryEndpoints,
  adminEndpoints,
  nutritionistEndpoints,
  clientEndpoints,
  messagingEndpoints,
  messagingSettingsEndpoints,
  foodEndpoints,
  mealPlanEndpoints,
  journalEndpoints,
  schedulingEndpoints,
  privacyGrievanceEndpoints,
  privacyDataEndpoints,
  privacyErasureEndpoints,
  privacyConsentEndpoints,
  privacyContactEndpoints,
  securityEndpoints,
  billingEndpoints,
  labEndpoints,
  recordFileEndpoints,
  sessionNoteEndpoints,
  intakeFormEndpoints,
  practiceHealthEndpoints,
  automationEndpoints,
  todayEndpoints,
] as const;
