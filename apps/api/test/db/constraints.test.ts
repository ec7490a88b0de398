import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { createUser } from '../helpers/factories.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

describe('database constraints', () => {
  let database: TestDatabase;
  let db: Database;
  let clientId: number;
  let nutritionistId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    clientId = (await createUser(db, 'client')).id;
    nutritionistId = (await createUser(db, 'nutritionist')).id;
  });
  afterAll(() => database.dispose());

  it('refuses a second account whose email differs only in case', async () => {
    await db
      .insert(t.users)
      .values({ email: 'Same@Example.test', passwordHash: 'x', role: 'client' });
    await expect(
      db.insert(t.users).values({ email: 'same@example.TEST', passwordHash: 'x', role: 'admin' }),
    ).rejects.toThrow();
  });

  it('refuses a role that does not exist', async () => {
    await expect(
      db
        .insert(t.users)
        .values({ email: 'r@example.test', passwordHash: 'x', role: 'root' as 'admin' }),
    ).rejects.toThrow();
  });

  it.each([0, 6])('refuses a rating of %i', async (rating) => {
    await expect(
      db.insert(t.ratings).values({ clientId, nutritionistId, rating }),
    ).rejects.toThrow();
  });

  it('keeps one rating per client and nutritionist', async () => {
    await db.insert(t.ratings).values({ clientId, nutritionistId, rating: 4 });
    await expect(
      db.insert(t.ratings).values({ clientId, nutritionistId, rating: 5 }),
    ).rejects.toThrow();
  });

  it.each([0, 5])('refuses progress week %i (weeks are 1 to 4)', async (week) => {
    await expect(
      db.insert(t.progressEntries).values({ clientId, week, weight: 70 }),
    ).rejects.toThrow();
  });

  it.each([-1, 101])('refuses goal progress %i (0 to 100)', async (progress) => {
    await expect(
      db.insert(t.goals).values({
        clientId,
        type: 'Weight',
        title: 'Weight',
        target: '60 kg',
        progress,
        deadline: isoDateFromToday('Asia/Kolkata', 60),
      }),
    ).rejects.toThrow();
  });

  it('refuses a payment phone that is not 10 digits starting 6 to 9', async () => {
    await expect(
      db.insert(t.paymentRequests).values({
        reference: 'NW-TEST0001',
        plan: 'Silver Plan',
        phone: '5123456789',
        amount: 999,
      }),
    ).rejects.toThrow();
    await expect(
      db.insert(t.paymentRequests).values({
        reference: 'NW-TEST0002',
        plan: 'Silver Plan',
        phone: '9123456789',
        amount: 999,
      }),
    ).resolves.toBeDefined();
  });

  it('refuses a message longer than 4,000 characters and a message to oneself', async () => {
    await expect(
      db
        .insert(t.messages)
        .values({ senderId: clientId, receiverId: nutritionistId, content: 'x'.repeat(4001) }),
    ).rejects.toThrow();
    await expect(
      db.insert(t.messages).values({ senderId: clientId, receiverId: clientId, content: 'hi' }),
    ).rejects.toThrow();
  });

  it('keeps every submitted assessment as its own version', async () => {
    await db.insert(t.assessments).values({ clientId, nutritionistId, weight: 70 });
    await db.insert(t.assessments).values({ clientId, nutritionistId, weight: 69 });
    const rows = await db.select().from(t.assessments);
    expect(rows.filter((r) => r.clientId === clientId)).toHaveLength(2);
  });
});
