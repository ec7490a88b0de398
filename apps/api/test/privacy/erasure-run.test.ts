import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { erasureTexts } from '@nourishwell/shared';
import { photoRowsIn } from '#api/db/photo-rows.ts';
import * as t from '#api/db/schema/index.ts';
import {
  createDatabasePhotoStorage,
  createLocalPhotoStorage,
  uploadsDir,
  type PhotoStorage,
} from '#api/integrations/storage.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { bearer, createUser, loginAs, TEST_PASSWORD, type TestUser } from '../helpers/factories.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { seedClinicalRecords } from './clinical-fixtures.ts';
import { EMAIL, NAME, PHONE, seedHerRecords } from './erasure-fixtures.ts';
import { fromNow } from '../helpers/test-clock.ts';

const isPostgres = inject('testDatabase').kind === 'postgres';
const HOUR_MS = 3_600_000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

describe('the erasure run removes everything that names her and keeps her chat as "Deleted user"', () => {
  const { app, as, theirs } = caseloadSuite();
  let her: TestUser;
  let headers: Record<string, string>;
  let photos: PhotoStorage;
  const photoNames: string[] = [];

  /** Rows per table that belong to someone else, before and after. */
  const othersCounts = async () => {
    const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
    const { count } = await import('drizzle-orm');
    return {
      theirGoals: await n(
        app.db.select({ n: count() }).from(t.goals).where(eq(t.goals.clientId, theirs.id)),
      ),
      theirMessages: await n(
        app.db.select({ n: count() }).from(t.messages).where(eq(t.messages.senderId, theirs.id)),
      ),
      theirAccount: await n(
        app.db.select({ n: count() }).from(t.clients).where(eq(t.clients.id, theirs.id)),
      ),
      nutritionist: await n(
        app.db
          .select({ n: count() })
          .from(t.nutritionists)
          .where(eq(t.nutritionists.id, as.nutritionist.user.id)),
      ),
      templates: await n(
        app.db
          .select({ n: count() })
          .from(t.mealPlanTemplates)
          .where(eq(t.mealPlanTemplates.nutritionistId, as.nutritionist.user.id)),
      ),
      otherEnquiries: await n(
        app.db
          .select({ n: count() })
          .from(t.enquiries)
          .where(eq(t.enquiries.email, 'someone.else@example.test')),
      ),
      otherEnquiryReplies: await n(
        app.db
          .select({ n: count() })
          .from(t.enquiryReplies)
          .where(eq(t.enquiryReplies.body, 'We will call you.')),
      ),
    };
  };
  let before: Awaited<ReturnType<typeof othersCounts>>;

  beforeAll(async () => {
    photos = isPostgres
      ? createDatabasePhotoStorage(photoRowsIn(app.db))
      : createLocalPhotoStorage(uploadsDir(testConfig().dataDir));
    // Her id far above any other table's ids, so a number equal to it can only be hers.
    await app.db.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users) + 100000)`,
    );
    her = await createUser(app.db, 'client', { name: NAME, email: EMAIL });
    headers = bearer(await loginAs(app.app, her));
    const nId = as.nutritionist.user.id;
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#16a34a' },
    })
      .jpeg()
      .toBuffer();
    photoNames.push(await photos.save(jpeg), await photos.save(jpeg));
    await seedHerRecords(app, { her, nId, theirsId: theirs.id, photoNames });
    // Issue 35: her clinical record (intake, labs with a file, a signed note, a report).
    await seedClinicalRecords(app.db, { id: her.id, nutritionistId: nId }, NAME);
    before = await othersCounts();

    const requested = await app.app.inject({
      method: 'POST',
      url: '/api/me/erasure',
      headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(requested.statusCode, requested.body).toBe(202);
  });

  it('does nothing before the notice has run out', async () => {
    expect(await app.app.erasures.flush(fromNow(HOUR_MS))).toBe(0);
    const [account] = await app.db.select().from(t.users).where(eq(t.users.id, her.id));
    expect(account).toBeDefined();
  });

  it('leaves no text naming her and no key equal to her id anywhere in the database', async () => {
    expect(await app.app.erasures.flush(fromNow(49 * HOUR_MS))).toBe(1);

    const columns = rowsOf(
      await app.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`),
    ) as Array<{ table_name: string; column_name: string; data_type: string }>;
    const found: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const col = sql.identifier(column);
      const tbl = sql.identifier(table);
      if (['text', 'character varying', 'json', 'jsonb', 'ARRAY'].includes(type)) {
        const hits = rowsOf(
          await app.db.execute(sql`
            select count(*)::int as n from ${tbl}
            where ${col}::text ilike ${`%${EMAIL}%`} or ${col}::text ilike ${`%${NAME}%`}
              or ${col}::text ilike ${`%${PHONE}%`}`),
        );
        if (Number(hits[0]?.n) > 0) found.push(`${table}.${column}`);
      }
      const keyLike = column === 'id' || column.endsWith('_id');
      const pseudonymous = table === 'audit_log';
      if (['integer', 'bigint'].includes(type) && keyLike && !pseudonymous) {
        const hits = rowsOf(
          await app.db.execute(sql`select count(*)::int as n from ${tbl} where ${col} = ${her.id}`),
        );
        if (Number(hits[0]?.n) > 0) found.push(`${table}.${column} = her id`);
      }
    }
    expect(found).toEqual([]);
  });

  it("removes her photo files and leaves everyone else's records as they were", async () => {
    for (const name of photoNames) expect(await photos.read(name)).toBeUndefined();
    expect(await othersCounts()).toEqual(before);
  });

  it('keeps a receipt of what was erased, and an audit row by the system, neither naming her', async () => {
    const [receipt] = await app.db.select().from(t.erasureReceipts);
    expect(receipt).toMatchObject({ role: 'client', reason: 'request' });
    expect(receipt?.reference).toMatch(/^ER-[A-Z]{8}$/);
    expect(receipt?.summary).toMatchObject({
      messages: 2,
      keptChatMessages: 2,
      journalEntries: 1,
      photoFiles: 2,
      enquiries: 2,
      paymentRequests: 1,
      grievancesAnonymised: 1,
      intakeSends: 1,
      labResults: 1,
      labReports: 1,
      sessionNotes: 1,
      outcomeReports: 1,
      recordFiles: 1,
    });
    const [row] = await app.db
      .select()
      .from(t.auditLog)
      .where(sql`${t.auditLog.entity} = 'account' and ${t.auditLog.entityId} = ${her.id}`);
    expect(row).toMatchObject({ action: 'delete', actorRole: 'system', actorId: null });
    const [grievance] = await app.db
      .select()
      .from(t.grievances)
      .where(eq(t.grievances.reference, 'GR-ERASE001'));
    expect(grievance).toMatchObject({
      name: erasureTexts.deletedUser,
      status: 'open',
      userId: null,
    });
  });

  it('shows her nutritionist the chat under "Deleted user", and the admin the receipt', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/messages/erased',
      headers: as.nutritionist.headers,
    });
    expect(response.statusCode).toBe(200);
    const [conversation] = response.json();
    expect(
      conversation.messages.map((m: { content: string; fromClient: boolean }) => [
        m.fromClient,
        m.content,
      ]),
    ).toEqual([
      [false, 'Hi Deleted user, how was the week?'],
      [true, 'Good! Write to me at Deleted user please.'],
    ]);
    const admin = await app.app.inject({
      method: 'GET',
      url: '/api/admin/erasures',
      headers: as.admin.headers,
    });
    expect(admin.json().receipts[0].reference).toBe(conversation.reference);
    expect(JSON.stringify(admin.json())).not.toContain(NAME);
    // Her old token no longer works: the account is gone.
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/me/erasure', headers })).statusCode,
    ).toBe(401);
  });
});
