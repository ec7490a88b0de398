import { eq } from 'drizzle-orm';
import * as t from '#api/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { insertSession } from './caseload.ts';
import { insertLabRecords } from './lab-records.ts';
import { bearer, createUser, loginAs, type TestUser } from './factories.ts';
import { validRequest, type Operation } from './malformed-requests.ts';
import type { Known } from './valid-values.ts';
import { fromNow, isoDateFromToday } from './test-clock.ts';

/** One nutritionist, her client, and a record of each kind that belongs to one of them. */
export interface World {
  nutritionist: TestUser;
  client: TestUser;
  headers: { nutritionist: Record<string, string>; client: Record<string, string> };
  records: {
    goalId: number;
    entryId: number;
    measurementId: number;
    templateId: number;
    bookingId: number;
    habitId: number;
    sessionId: string;
    purchaseId: number;
    invoiceId: number;
    labResultId: number;
    labReportId: number;
    fileId: number;
    reportId: number;
    formId: number;
    sendId: number;
  };
}

type Find = (method: string, path: string) => Operation;

function knownFor(world: Pick<World, 'nutritionist' | 'client'>, email: string): Known {
  return {
    nutritionistId: world.nutritionist.id,
    nutritionistName: world.nutritionist.name,
    clientId: world.client.id,
    callerEmail: email,
  };
}

async function create(
  app: TestApp,
  op: Operation,
  known: Known,
  headers: Record<string, string>,
): Promise<{ id: number }> {
  const request = validRequest(op, known);
  const response = await app.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${op.method} ${op.path} for a world: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>();
}

/**
 * A world made through the API as its owners would: each record is created by the call
 * that creates it, with the values the fuzz uses, so a foreign-record request names a
 * record that really exists.
 */
export async function createWorld(app: TestApp, find: Find, day: number): Promise<World> {
  const nutritionist = await createUser(app.db, 'nutritionist');
  const client = await createUser(app.db, 'client');
  await app.db
    .update(t.clients)
    .set({ nutritionistId: nutritionist.id })
    .where(eq(t.clients.id, client.id));
  const headers = {
    nutritionist: bearer(await loginAs(app.app, nutritionist)),
    client: bearer(await loginAs(app.app, client)),
  };
  const asClient = knownFor({ nutritionist, client }, client.email);
  const asNutritionist = knownFor({ nutritionist, client }, nutritionist.email);

  const goal = await create(app, find('POST', '/api/client/goal'), asClient, headers.client);
  const entry = await create(
    app,
    find('POST', '/api/journal'),
    {
      ...asClient,
      fixed: {
        date: isoDateFromToday('Asia/Kolkata', 0),
        meal: 'lunch',
        note: 'Dal, rice and curd',
        items: [],
        idempotencyKey: `world-entry-${client.id}`,
      },
    },
    headers.client,
  );
  const measurement = await create(
    app,
    find('POST', '/api/clients/{clientId}/measurements'),
    { ...asClient, fixed: { date: isoDateFromToday('Asia/Kolkata', 0) } },
    headers.client,
  );
  const template = await create(
    app,
    find('POST', '/api/meal-plan-templates'),
    { ...asNutritionist, fixed: { name: `Template ${nutritionist.id}`, items: [] } },
    headers.nutritionist,
  );
  await create(
    app,
    find('PUT', '/api/clients/{clientId}/tracking'),
    // A habit without an id is a new one.
    { ...asNutritionist, fixed: { id: undefined } },
    headers.nutritionist,
  );
  await create(
    app,
    find('POST', '/api/nuts/clientassessment'),
    asNutritionist,
    headers.nutritionist,
  );
  const [habit] = await app.db
    .select({ id: t.habits.id })
    .from(t.habits)
    .where(eq(t.habits.clientId, client.id));
  // A session row straight in the table: booking through the API needs opening hours.
  const start = fromNow((30 + day) * 86_400_000);
  const bookingId = await insertSession(app.db, client.id, nutritionist.id, start);
  const [session] = await app.db
    .select({ id: t.userSessions.id })
    .from(t.userSessions)
    .where(eq(t.userSessions.userId, client.id));
  if (!habit || !session) throw new Error('a world is missing a record');
  const billing = await insertPurchaseWithInvoice(app.db, client.id);
  // Issue 35: a file of her record (uploads belong to the labs and intake calls).
  const [file] = await app.db
    .insert(t.recordFiles)
    .values({
      clientId: client.id,
      uploadedBy: client.id,
      purpose: 'labReport',
      mime: 'application/pdf',
      fileName: 'report.pdf',
      size: 5,
      bytes: Buffer.from('%PDF-'),
    })
    .returning({ id: t.recordFiles.id });
  // Issue 35: an outcome report of hers, straight in the table.
  const today = isoDateFromToday('Asia/Kolkata', 0);
  const [report] = await app.db
    .insert(t.outcomeReports)
    .values({ clientId: client.id, fromDate: today, toDate: today, summary: 'World report' })
    .returning({ id: t.outcomeReports.id });
  return {
    nutritionist,
    client,
    headers,
    records: {
      goalId: goal.id,
      entryId: entry.id,
      measurementId: measurement.id,
      templateId: template.id,
      bookingId,
      habitId: habit.id,
      sessionId: session.id,
      reportId: report!.id,
      ...billing,
      ...(await insertLabRecords(app.db, client.id, nutritionist.id)),
      fileId: file!.id,
      ...(await insertIntakeSend(app.db, nutritionist.id, client.id)),
    },
  };
}

/** Issue 35: a form of her nutritionist's own (not practice-wide) sent to her, straight in the tables. */
async function insertIntakeSend(db: TestApp['db'], nutritionistId: number, clientId: number) {
  const [form] = await db
    .insert(t.intakeForms)
    .values({ title: 'World form', createdBy: nutritionistId })
    .returning({ id: t.intakeForms.id });
  const [version] = await db
    .insert(t.intakeFormVersions)
    .values({
      formId: form!.id,
      version: 1,
      title: 'World form',
      consentStatement: 'I agree that these answers are mine.',
      sections: [
        {
          id: 's',
          title: 'S',
          questions: [{ id: 'q', kind: 'shortText', label: 'Q', required: false }],
        },
      ],
      createdBy: nutritionistId,
    })
    .returning({ id: t.intakeFormVersions.id });
  const [send] = await db
    .insert(t.intakeSends)
    .values({ formVersionId: version!.id, clientId, sentBy: nutritionistId, sentAt: fromNow(0) })
    .returning({ id: t.intakeSends.id });
  return { formId: form!.id, sendId: send!.id };
}

/** Issue 34: a package she bought and its invoice, straight in the tables (selling is the admin's). */
async function insertPurchaseWithInvoice(db: TestApp['db'], clientId: number) {
  const [item] = await db
    .insert(t.packages)
    .values({
      name: 'World package',
      durationWeeks: 4,
      sessionsIncluded: 4,
      pricePaise: 100_000,
      gstRate: 18,
      sacCode: '999319',
    })
    .returning({ id: t.packages.id });
  const today = isoDateFromToday('Asia/Kolkata', 0);
  const [purchase] = await db
    .insert(t.purchases)
    .values({
      clientId,
      packageId: item!.id,
      packageName: 'World package',
      taxablePaise: 100_000,
      gstRate: 18,
      totalPaise: 118_000,
      sacCode: '999319',
      validFrom: today,
      validUntil: today,
    })
    .returning({ id: t.purchases.id });
  const [invoice] = await db
    .insert(t.gstDocuments)
    .values({
      kind: 'invoice',
      number: `INV/W/${clientId}`,
      issuedAt: fromNow(0),
      purchaseId: purchase!.id,
      billOfSupply: false,
      practiceName: 'NourishWell',
      practiceAddress: 'Bengaluru',
      practiceState: '29',
      practiceGstin: '29AAPFU0939F1ZR',
      clientName: 'World client',
      placeOfSupply: '29',
      description: 'World package',
      sacCode: '999319',
      taxablePaise: 100_000,
      gstRate: 18,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    })
    .returning({ id: t.gstDocuments.id });
  return { purchaseId: purchase!.id, invoiceId: invoice!.id };
}
