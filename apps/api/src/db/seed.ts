import { count } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { hashPassword } from '#api/lib/passwords.ts';
import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import type { Database, Transaction } from './client.ts';
import { seedDemoFoods } from './seed-foods.ts';
import { seedDemoJournal } from './seed-journal.ts';
import { seedDemoMealPlans } from './seed-meal-plans.ts';
import { seedDemoSessions } from './seed-sessions.ts';
import { seedDemoBilling } from './seed-billing.ts';
import { seedDemoSessionNotes } from './seed-session-notes.ts';
import { seedDemoLabs } from './seed-labs.ts';
import { seedDemoIntake } from './seed-intake.ts';
import { DEMO_JOINED_DAYS_AGO } from './demo-journal.ts';
import {
  DEMO_PASSWORD,
  DEMO_TIME_ZONE,
  demoAdmin,
  demoClients,
  demoConversations,
  demoGoals,
  demoNutritionists,
  demoRatings,
} from './demo-data.ts';
import * as t from './schema/index.ts';

type Role = 'admin' | 'nutritionist' | 'client';

interface Account {
  passwordHash: string;
  /** When every demo account was opened: before the first journal day (seed-journal.ts). */
  createdAt: Date;
}

/** A demo account has accepted the notice in force at its first sign-in (issue 18), logged. */
async function insertUser(tx: Transaction, email: string, role: Role, account: Account) {
  const [row] = await tx
    .insert(t.users)
    .values({ email, role, ...account, consentVersion: PRIVACY_NOTICE_VERSION })
    .returning({ id: t.users.id });
  if (!row) throw new Error(`could not create ${email}`);
  await tx.insert(t.consents).values({
    userId: row.id,
    version: PRIVACY_NOTICE_VERSION,
    action: 'accept',
    method: 'sign-in',
    createdAt: account.createdAt,
  });
  return row.id;
}

async function seedPeople(tx: Transaction, account: Account) {
  const adminId = await insertUser(tx, demoAdmin.email, 'admin', account);
  const { email: _adminEmail, ...adminProfile } = demoAdmin;
  await tx.insert(t.adminProfiles).values({ id: adminId, ...adminProfile });

  const nutritionistIds = new Map<string, number>();
  for (const { key, email, ...profile } of demoNutritionists) {
    const id = await insertUser(tx, email, 'nutritionist', account);
    await tx
      .insert(t.nutritionists)
      .values({ id, ...profile, qualifications: [...profile.qualifications] });
    nutritionistIds.set(key, id);
  }

  const clientIds = new Map<string, number>();
  for (const c of demoClients) {
    const id = await insertUser(tx, c.email, 'client', account);
    const nutritionistId = nutritionistIds.get(c.nutritionist) ?? null;
    await tx.insert(t.clients).values({
      id,
      nutritionistId,
      name: c.name,
      phone: c.phone,
      location: c.location,
      age: c.age,
      gender: c.gender,
      issue: c.issue,
      plan: c.plan,
      height: c.height,
      weight: c.weights[3],
      diet: c.diet,
      allergies: c.allergies,
      progress: c.progress,
      status: c.status ?? 'active',
      // nextSession, lastSession and completed follow from her appointments (seed-sessions.ts).
    });
    clientIds.set(c.key, id);
  }
  return { adminId, nutritionistIds, clientIds };
}

async function seedCare(
  tx: Transaction,
  nutritionistIds: Map<string, number>,
  clientIds: Map<string, number>,
  zone: string,
  now: Date,
) {
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo data names an unknown person: ${key}`);
    return id;
  };
  for (const c of demoClients) {
    const clientId = idOf(clientIds, c.key);
    await tx.insert(t.progressEntries).values(
      c.weights.map((weight, index) => ({
        clientId,
        week: index + 1,
        weight,
        recordedAt: wallClockFromToday(zone, -7 * (3 - index) - 1, 9, 0, now),
      })),
    );
  }

  for (const g of demoGoals) {
    const { client, deadlineInDays, ...goal } = g;
    await tx.insert(t.goals).values({
      ...goal,
      clientId: idOf(clientIds, client),
      deadline: isoDateFromToday(zone, deadlineInDays, now),
    });
  }
  for (const r of demoRatings) {
    const client = demoClients.find((c) => c.key === r.client);
    if (!client) continue;
    await tx.insert(t.ratings).values({
      clientId: idOf(clientIds, r.client),
      nutritionistId: idOf(nutritionistIds, client.nutritionist),
      rating: r.rating,
    });
  }
  for (const [key, thread] of Object.entries(demoConversations)) {
    const client = demoClients.find((c) => c.key === key);
    if (!client) continue;
    const clientId = idOf(clientIds, key);
    const nutritionistId = idOf(nutritionistIds, client.nutritionist);
    await tx.insert(t.messages).values(
      thread.map((m, index) => {
        const sentAt = new Date(now.getTime() - m.minutesAgo * 60_000);
        const fromClient = m.from === 'client';
        // Everything but the newest message has been read, so unread counts show.
        return {
          senderId: fromClient ? clientId : nutritionistId,
          receiverId: fromClient ? nutritionistId : clientId,
          content: m.text,
          sentAt,
          readAt: index < thread.length - 1 ? sentAt : null,
        };
      }),
    );
  }

  await tx.insert(t.assessments).values({
    clientId: idOf(clientIds, 'meera'),
    nutritionistId: idOf(nutritionistIds, 'asha'),
    height: 162,
    weight: 72.4,
    waist: 86,
    hip: 104,
    bp: '118/76',
    bloodTestDone: 'Yes',
    fbs: '96 mg/dL',
    ppbs: '128 mg/dL',
    hba1c: '5.6%',
    thyroid: 'TSH 2.1 mIU/L',
    vitD: '18 ng/mL (low)',
    b12: '310 pg/mL',
    deficiencies: 'Vitamin D',
    medications: 'Metformin 500 mg twice daily',
    supplements: 'Vitamin D3 60,000 IU weekly',
    allergies: 'None',
    currentIssues: 'Irregular cycles, sugar cravings in the evening',
    medicalHistory: 'PCOS diagnosed 2021',
    menstrualHealth: 'Cycles of 35–45 days',
    sleep: '6–7 hours, late nights',
    dietRecall: 'Tea with biscuits, idli, rice and sambar, namkeen, chapati with sabzi',
    foodPref: 'Veg',
    waterIntake: '1.5 litres',
    habits: 'Evening snacking',
    activity: 'Sedentary desk job; walks on weekends',
  });
}

/**
 * Seeds the demo practice in one transaction, only into a database without any account.
 * Dates are the practice's (`timeZone`, the server's TZ_DEFAULT); the demo is set in India.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  now: Date,
  timeZone: string = DEMO_TIME_ZONE,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  if ((row?.n ?? 0) > 0) return false;
  const account = {
    passwordHash: await hashPassword(DEMO_PASSWORD),
    createdAt: wallClockFromToday(timeZone, -DEMO_JOINED_DAYS_AGO, 9, 0, now),
  };
  await db.transaction(async (tx) => {
    const { adminId, nutritionistIds, clientIds } = await seedPeople(tx, account);
    await seedCare(tx, nutritionistIds, clientIds, timeZone, now);
    await seedDemoSessions(tx, { clientIds, nutritionistIds }, timeZone, now);
    const ashaId = nutritionistIds.get('asha');
    if (ashaId === undefined) throw new Error('demo data has no nutritionist asha');
    const foodIds = await seedDemoFoods(tx, ashaId);
    await seedDemoMealPlans(tx, { clientIds, nutritionistIds }, foodIds);
    await seedDemoJournal(tx, { clientIds, nutritionistIds }, foodIds, timeZone, now);
    await seedDemoBilling(tx, clientIds, adminId, timeZone, now);
    await seedDemoSessionNotes(tx, { clientIds, nutritionistIds }, timeZone, now);
    await seedDemoLabs(tx, { clientIds, nutritionistIds }, timeZone, now);
    const meeraId = clientIds.get('meera');
    if (meeraId === undefined) throw new Error('demo data has no client meera');
    await seedDemoIntake(tx, { adminId, ashaId, meeraId, meeraName: 'Meera Iyer' }, timeZone, now);
    // Issue 36: Meera proved her phone, so her WhatsApp messages reach her chat with Asha.
    await tx.insert(t.contactVerifications).values({
      userId: meeraId,
      contact: 'phone',
      verifiedValue: '9876543210',
      verifiedAt: now,
    });
  });
  return true;
}
