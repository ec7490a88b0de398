import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';

/**
 * One client's records of every kind, each carrying `mark` in a text field, so an export
 * can be checked for hers (every mark there) and for another's (no mark of hers).
 */
export async function seedClientRecords(
  db: Database,
  c: { id: number; email: string; nutritionistId: number },
  mark: string,
) {
  const n = c.nutritionistId;
  const phone = `98${String(c.id).padStart(8, '0')}`;
  await db
    .update(t.clients)
    .set({ nutritionistId: n, phone, allergies: `${mark}-allergy` })
    .where(eq(t.clients.id, c.id));
  // She proved her phone and email (issue 30): her forms from before her account are hers.
  await db.insert(t.contactVerifications).values([
    { userId: c.id, contact: 'phone', verifiedValue: phone, verifiedAt: new Date('2026-01-04') },
    {
      userId: c.id,
      contact: 'email',
      verifiedValue: c.email.toLowerCase(),
      verifiedAt: new Date('2026-01-04'),
    },
  ]);
  await db.insert(t.assessments).values([
    { clientId: c.id, nutritionistId: n, medications: `${mark}-assessment-v1` },
    { clientId: c.id, nutritionistId: n, medications: `${mark}-assessment-v2` },
  ]);
  await db.insert(t.goals).values({
    clientId: c.id,
    type: 'weight',
    title: `${mark}-goal`,
    target: '60 kg',
    deadline: isoDateFromToday('Asia/Kolkata', 90),
    progress: 10,
  });
  await db.insert(t.progressEntries).values({ clientId: c.id, week: 1, weight: 71.5 });
  await db
    .insert(t.measurements)
    .values({ clientId: c.id, date: '2026-01-05', weightKg: 71.2, recordedBy: n });
  await db
    .insert(t.clientTargets)
    .values({ clientId: c.id, kcal: 1800, protein: 90, carbs: 200, fat: 60, fibre: 30, setBy: n });
  const [plan] = await db
    .insert(t.mealPlanEntries)
    .values({
      clientId: c.id,
      nutritionistId: n,
      weekday: 'Monday',
      meal: 'breakfast',
      food: `${mark}-plan`,
    })
    .returning({ id: t.mealPlanEntries.id });
  void plan;
  const [entry] = await db
    .insert(t.journalEntries)
    .values({ clientId: c.id, date: '2026-01-05', meal: 'breakfast', note: `${mark}-journal` })
    .returning({ id: t.journalEntries.id });
  await db.insert(t.journalItems).values({ entryId: entry!.id, position: 0, text: `${mark}-item` });
  await db
    .insert(t.journalComments)
    .values({ entryId: entry!.id, authorId: n, text: `${mark}-comment` });
  await db.insert(t.waterLogs).values({ clientId: c.id, date: '2026-01-05', glasses: 6 });
  const [habit] = await db
    .insert(t.habits)
    .values({ clientId: c.id, title: `${mark}-habit`, position: 0 })
    .returning({ id: t.habits.id });
  await db.insert(t.habitChecks).values({ habitId: habit!.id, date: '2026-01-05' });
  await db.insert(t.appointments).values({
    clientId: c.id,
    nutritionistId: n,
    scheduledAt: new Date('2026-01-05T05:00:00Z'),
    endsAt: new Date('2026-01-05T06:00:00Z'),
    status: 'completed',
    notes: `${mark}-session-note`,
    completedAt: new Date('2026-01-05T06:00:00Z'),
    videoRoom: `${mark}room`,
  });
  await db.insert(t.ratings).values({ clientId: c.id, nutritionistId: n, rating: 5 });
  await db.insert(t.messages).values([
    { senderId: c.id, receiverId: n, content: `${mark}-message-sent` },
    { senderId: n, receiverId: c.id, content: `${mark}-message-received` },
  ]);
  await db
    .insert(t.notifications)
    .values({ userId: c.id, kind: 'journalComment', text: `${mark}-notice`, link: '/dashboard' });
  await db
    .insert(t.consents)
    .values({ userId: c.id, version: `${mark}-v`, action: 'accept', method: 'form' });
  const [enquiry] = await db
    .insert(t.enquiries)
    .values({
      name: `${mark}-enquiry`,
      illness: 'none',
      phone,
      email: c.email,
      country: 'India',
      acceptedTnc: true,
    })
    .returning({ id: t.enquiries.id });
  await db
    .insert(t.enquiryReplies)
    .values({ enquiryId: enquiry!.id, body: `${mark}-enquiry-reply` });
  await db
    .insert(t.paymentRequests)
    .values({ reference: `${mark}-pay`, phone, plan: 'Basic', amount: 1000, status: 'pending' });
}

/** The marks seedClientRecords leaves, one per kind of record. */
export const MARKS = [
  'allergy',
  'assessment-v1',
  'assessment-v2',
  'goal',
  'plan',
  'journal',
  'item',
  'comment',
  'habit',
  'session-note',
  'message-sent',
  'message-received',
  'notice',
  'enquiry',
  'enquiry-reply',
  'pay',
];
