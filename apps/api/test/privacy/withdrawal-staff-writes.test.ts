import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { insertSession } from '../helpers/caseload.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { isoDateFromToday, testNow, wallClockFromToday } from '../helpers/test-clock.ts';
import {
  baseInput,
  namesClientById,
  staffRolesOf,
  staffWrites,
  urlOf,
  type Entry,
  type Input,
} from './staff-calls.ts';

const zone = 'Asia/Kolkata';

/** Staff writes that name her through one of her records rather than her id. */
const THROUGH_HER_RECORD = [
  'commentOnJournalEntry',
  'rescheduleBooking',
  'cancelBooking',
  'recordPayment',
  'refundPurchase',
  // Issue 35: a session's ADIME note and an outcome report.
  'saveNoteDraft',
  'signNote',
  'addNoteAddendum',
  'sendOutcomeReport',
];

/** Staff writes about her that stay open after she withdrew consent, and why (decision 020). */
const STAY_OPEN: Record<string, string> = {
  adminDeleteClient: 'deleting her account is what her erasure does anyway',
  adminDeleteClientByPost: 'deleting her account is what her erasure does anyway',
  deleteOwnClient: 'deleting her account is what her erasure does anyway',
  cancelBooking: 'cancelling her session stops processing; it starts none',
  messagesFromNut: 'a read sent as POST',
  messagesFromClient: 'a read sent as POST',
  markRead: 'marks what she sent as read for the nutritionist; records nothing about her',
  markToday: 'her nutritionist’s own to-do list; records nothing about her',
  unmarkToday: 'her nutritionist’s own to-do list; records nothing about her',
  recordBreach: 'the breach register must name everyone a breach touched (a legal duty)',
  recordPayment:
    'money she paid must be recorded and invoiced: the GST rules require it (a legal duty, decision 030)',
  refundPurchase:
    'refunding her money and issuing its credit note stops processing; it starts none',
};

/**
 * Staff writes that name no client. A new staff write must be put in one of these lists or
 * name a client in a field this test recognises, so none ships without the decision.
 */
const NAMES_NO_CLIENT = [
  // Her own account, sessions and settings.
  'changePassword',
  'setLanguage',
  'setDigits',
  'updatePassword',
  'updateAdminProfile',
  'saveNutritionistProfile',
  'readNotifications',
  'regenerateCalendarFeed',
  'raiseMyGrievance',
  'acceptConsent',
  'logout',
  'signOutDevice',
  'signOutOtherDevices',
  'twoFactorSetup',
  'twoFactorEnable',
  'twoFactorDisable',
  'twoFactorRecoveryCodes',
  'saveAvailability',
  // The practice's catalogue and billing details (issue 34).
  'addPackage',
  'updatePackage',
  'saveBillingSettings',
  // The practice's lab reference ranges (issue 35).
  'saveLabSetting',
  'resetLabSetting',
  // The practice's intake forms (issue 35): the builder names no client.
  'addIntakeForm',
  'updateIntakeForm',
  'retireIntakeForm',
  // A new client or nutritionist: no existing client is named.
  'adminCreateClient',
  'addClient',
  'adminCreateNutritionist',
  'adminAddNutritionist',
  'adminUpdateNutritionist',
  'adminDeleteNutritionist',
  'adminDeleteNutritionistByPost',
  // The practice's food catalogue and templates.
  'addCustomFood',
  'updateCustomFood',
  'deleteCustomFood',
  'setFoodPractice',
  'addRecipe',
  'updateRecipe',
  'deleteRecipe',
  'addMealPlanTemplate',
  'deleteMealPlanTemplate',
  'addNoteTemplate',
  'updateNoteTemplate',
  // Practice-wide settings and registers.
  'saveSchedulingSettings',
  'saveAutomationRules',
  'saveMessagingSettings',
  'progressGrievance',
  'resolveGrievance',
  'updateBreach',
  'notifyBreach',
  // Enquiries (issue 36): the public form's and unknown WhatsApp numbers', named by no
  // client's id; a number that is a client's verified phone joins her chat instead.
  'markEnquiry',
  'replyToEnquiry',
];

/**
 * Where the values made from the schemas are not enough: a body that must hold together
 * (a meal plan, an assessment) or name one of her records.
 */
type Ids = {
  client: number;
  nutritionist: number;
  entry: number;
  booking: number;
  measurement: number;
  report: number;
};
const soon = () => wallClockFromToday(zone, 40, 11, 0).toISOString();
const OVERRIDES: Record<string, (ids: Ids) => Input> = {
  commentOnJournalEntry: (ids) => ({ params: { entryId: ids.entry }, body: { text: 'Good' } }),
  rescheduleBooking: (ids) => ({ params: { id: ids.booking }, body: { start: soon() } }),
  bulkMessage: (ids) => ({
    body: { nId: ids.nutritionist, clientIds: [ids.client], content: 'Hello' },
  }),
  updateDetails: (ids) => ({ body: { id: ids.client, nextSession: soon() } }),
  updateSession: (ids) => ({ body: { cId: ids.client, appointmentDate: soon() } }),
  addAppointment: (ids) => ({
    body: { appointmentDate: soon(), nId: ids.nutritionist, cId: ids.client },
  }),
  book: (ids) => ({ body: { start: soon(), clientId: ids.client } }),
  adminUpdateClient: (ids) => ({ params: { id: ids.client }, body: { name: 'A New Name' } }),
  submitAssessment: (ids) => ({
    body: { clientId: ids.client, nutritionistId: ids.nutritionist, weight: '70' },
  }),
  saveClientMealPlan: (ids) => ({ params: { clientId: ids.client }, body: { days: [] } }),
  recordMeasurement: (ids) => ({
    params: { clientId: ids.client },
    body: { date: isoDateFromToday(zone, 0), weightKg: 70 },
  }),
  deleteMeasurement: (ids) => ({
    params: { clientId: ids.client, measurementId: ids.measurement },
  }),
  saveNoteDraft: (ids) => ({
    params: { appointmentId: ids.booking },
    body: { assessment: '', diagnoses: [], intervention: '', monitoring: '', summary: 'Seen' },
  }),
  signNote: (ids) => ({ params: { appointmentId: ids.booking } }),
  addNoteAddendum: (ids) => ({ params: { appointmentId: ids.booking }, body: { text: 'More' } }),
  sendOutcomeReport: (ids) => ({ params: { reportId: ids.report }, body: { channel: 'email' } }),
};

describe('a staff write about a client who withdrew consent', () => {
  const { app, as, mine, nId } = caseloadSuite();
  const ids = {} as Ids;

  beforeAll(async () => {
    const [entry] = await app.db
      .insert(t.journalEntries)
      .values({ clientId: mine.id, date: isoDateFromToday(zone, -2), meal: 'lunch', note: 'Dal' })
      .returning({ id: t.journalEntries.id });
    const start = wallClockFromToday(zone, 30, 10, 0);
    const booking = await insertSession(app.db, mine.id, nId(), start);
    const [measurement] = await app.db
      .insert(t.measurements)
      .values({
        clientId: mine.id,
        date: isoDateFromToday(zone, -3),
        weightKg: 70,
        recordedBy: nId(),
      })
      .returning({ id: t.measurements.id });
    const today = isoDateFromToday(zone, 0);
    const [report] = await app.db
      .insert(t.outcomeReports)
      .values({ clientId: mine.id, fromDate: today, toDate: today, summary: 'Report' })
      .returning({ id: t.outcomeReports.id });
    Object.assign(ids, {
      client: mine.id,
      nutritionist: nId(),
      entry: entry!.id,
      booking,
      measurement: measurement!.id,
      report: report!.id,
    });
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: testNow() })
      .where(eq(t.users.id, mine.id));
  });

  const aboutHer = staffWrites.filter(
    (entry) => namesClientById(entry) || THROUGH_HER_RECORD.includes(entry.name),
  );
  const refused = aboutHer.filter((entry) => !(entry.name in STAY_OPEN));

  it('is decided for every staff write of the endpoint table: it names her, or stays open for a reason, or names no client', () => {
    const unclassified = staffWrites
      .filter((entry) => !aboutHer.includes(entry) && !NAMES_NO_CLIENT.includes(entry.name))
      .map((entry) => entry.name);
    expect(unclassified).toEqual([]);
    const listedButAboutHer = aboutHer
      .filter((entry) => NAMES_NO_CLIENT.includes(entry.name))
      .map((entry) => entry.name);
    expect(listedButAboutHer).toEqual([]);
    const stale = [...Object.keys(STAY_OPEN), ...NAMES_NO_CLIENT].filter(
      (name) => !staffWrites.some((entry) => entry.name === name),
    );
    expect(stale).toEqual([]);
  });

  it(`answers 409 CONSENT_WITHDRAWN for each of the ${refused.length} staff writes that name her, from every staff role that may call it`, async () => {
    console.info(`staff writes naming a client: ${refused.length} refused after withdrawal`);
    const wrong: string[] = [];
    for (const entry of refused) {
      for (const role of staffRolesOf(entry)) {
        const response = await send(entry, role);
        const body = response.json() as { code?: string; message?: string };
        if (
          response.statusCode !== 409 ||
          body.code !== 'CONSENT_WITHDRAWN' ||
          body.message !== consentMessages.clientWithdrew
        ) {
          wrong.push(`${entry.name} as ${role}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  function send(entry: Entry, role: 'admin' | 'nutritionist') {
    const known = {
      nutritionistId: ids.nutritionist,
      nutritionistName: as.nutritionist.user.name,
      clientId: ids.client,
      callerEmail: as[role].user.email,
    };
    const base = baseInput(entry, known);
    const input = { ...base, ...OVERRIDES[entry.name]?.(ids) };
    return app.app.inject({
      method: entry.method,
      url: urlOf(entry, input),
      headers: as[role].headers,
      ...(input.body === undefined ? {} : { payload: input.body as object }),
    });
  }
});
