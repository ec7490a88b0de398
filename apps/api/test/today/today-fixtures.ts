import type { TestApp } from '../helpers/build-test-app.ts';
import * as t from '#api/db/schema/index.ts';
import { fromNow, isoDateFromToday } from '../helpers/test-clock.ts';

const DAY = 86_400_000;
/** A practice day, `offset` days from today (Asia/Kolkata, the tests' practice zone). */
export const day = (offset: number) => isoDateFromToday('Asia/Kolkata', offset);
export const daysAgo = (n: number) => fromNow(-n * DAY);

type Db = TestApp['db'];

/** Seeds, straight in the tables, one client's case for each reason the list knows. */
export const seed = {
  unread: (db: Db, from: number, to: number, n = 2) =>
    db
      .insert(t.messages)
      .values(
        Array.from({ length: n }, (_, i) => ({
          senderId: from,
          receiverId: to,
          content: `question ${i}`,
          sentAt: fromNow(-(n - i) * 60_000),
        })),
      )
      .returning({ id: t.messages.id }),

  async session(
    db: Db,
    clientId: number,
    nutritionistId: number,
    at: Date,
    status: 'missed' | 'booked',
  ) {
    const [row] = await db
      .insert(t.appointments)
      .values({
        clientId,
        nutritionistId,
        scheduledAt: at,
        endsAt: new Date(at.getTime() + 45 * 60_000),
        status,
        ...(status === 'missed' ? { missedAt: at, missedBy: 'system' as const } : {}),
      })
      .returning({ id: t.appointments.id });
    return row!.id;
  },

  journal: (db: Db, clientId: number, offset: number) =>
    db.insert(t.journalEntries).values({ clientId, date: day(offset), meal: 'breakfast' }),

  weights: (db: Db, clientId: number, points: Array<[number, number]>) =>
    db
      .insert(t.measurements)
      .values(points.map(([offset, weightKg]) => ({ clientId, date: day(offset), weightKg }))),

  lab: async (db: Db, clientId: number, testCode: string, value: number, offset: number) => {
    const [row] = await db
      .insert(t.labResults)
      .values({ clientId, testCode, value, takenOn: day(offset) })
      .returning({ id: t.labResults.id });
    return row!.id;
  },

  async form(db: Db, clientId: number, nutritionistId: number, sentDaysAgo: number) {
    const [form] = await db
      .insert(t.intakeForms)
      .values({ title: 'Intake', createdBy: nutritionistId })
      .returning({ id: t.intakeForms.id });
    const [version] = await db
      .insert(t.intakeFormVersions)
      .values({
        formId: form!.id,
        version: 1,
        title: 'Intake',
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
      .values({
        formVersionId: version!.id,
        clientId,
        sentBy: nutritionistId,
        sentAt: daysAgo(sentDaysAgo),
      })
      .returning({ id: t.intakeSends.id });
    return send!.id;
  },

  async purchase(db: Db, clientId: number, untilOffset: number) {
    const [item] = await db
      .insert(t.packages)
      .values({
        name: 'Gold',
        durationWeeks: 4,
        sessionsIncluded: 4,
        pricePaise: 100_000,
        gstRate: 18,
        sacCode: '999319',
      })
      .returning({ id: t.packages.id });
    const [purchase] = await db
      .insert(t.purchases)
      .values({
        clientId,
        packageId: item!.id,
        packageName: 'Gold',
        taxablePaise: 100_000,
        gstRate: 18,
        totalPaise: 118_000,
        sacCode: '999319',
        status: 'active',
        validFrom: day(untilOffset - 28),
        validUntil: day(untilOffset),
      })
      .returning({ id: t.purchases.id });
    return purchase!.id;
  },
};
