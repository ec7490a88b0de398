import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { nameOf } from './people.repository.ts';

/** Her login, without what only the server may know (hash, second-factor secret). */
export async function accountOf(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: t.users.id,
      email: t.users.email,
      role: t.users.role,
      consentVersion: t.users.consentVersion,
      consentWithdrawnAt: t.users.consentWithdrawnAt,
      lastActiveAt: t.users.lastActiveAt,
      twoFactorSince: t.users.totpEnabledAt,
      createdAt: t.users.createdAt,
    })
    .from(t.users)
    .where(eq(t.users.id, id));
  return row;
}

export async function profileOf(db: Executor, id: number, role: string) {
  const table =
    role === 'client' ? t.clients : role === 'nutritionist' ? t.nutritionists : t.adminProfiles;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ?? null;
}

/** Messages she sent or received, each with the other person by name. */
export async function messagesOf(db: Executor, id: number) {
  const rows = await db
    .select({
      id: t.messages.id,
      senderId: t.messages.senderId,
      receiverId: t.messages.receiverId,
      content: t.messages.content,
      sentAt: t.messages.sentAt,
      readAt: t.messages.readAt,
      senderName: nameOf('messages', 'sender_id'),
      receiverName: nameOf('messages', 'receiver_id'),
    })
    .from(t.messages)
    .where(or(eq(t.messages.senderId, id), eq(t.messages.receiverId, id)))
    .orderBy(asc(t.messages.sentAt));
  return rows.map((m) => ({
    id: m.id,
    direction: m.senderId === id ? 'sent' : 'received',
    with: (m.senderId === id ? m.receiverName : m.senderName) ?? 'A deleted account',
    content: m.content,
    sentAt: m.sentAt,
    readAt: m.readAt,
  }));
}

export async function consentsOf(db: Executor, id: number) {
  return db.select().from(t.consents).where(eq(t.consents.userId, id)).orderBy(asc(t.consents.id));
}

export async function notificationsOf(db: Executor, id: number) {
  return db
    .select()
    .from(t.notifications)
    .where(eq(t.notifications.userId, id))
    .orderBy(asc(t.notifications.id));
}

/** Every health record of one client, each table read by her id only. */
export async function clientRecordsOf(db: Executor, id: number) {
  const profile = await profileOf(db, id, 'client');
  const entries = await db
    .select()
    .from(t.journalEntries)
    .where(eq(t.journalEntries.clientId, id))
    .orderBy(asc(t.journalEntries.date), asc(t.journalEntries.id));
  const entryIds = entries.map((e) => e.id);
  const [items, comments] = entryIds.length
    ? await Promise.all([
        db.select().from(t.journalItems).where(inArray(t.journalItems.entryId, entryIds)),
        db
          .select({
            id: t.journalComments.id,
            entryId: t.journalComments.entryId,
            author: nameOf('journal_comments', 'author_id'),
            text: t.journalComments.text,
            createdAt: t.journalComments.createdAt,
          })
          .from(t.journalComments)
          .where(inArray(t.journalComments.entryId, entryIds)),
      ])
    : [[], []];
  const habits = await db.select().from(t.habits).where(eq(t.habits.clientId, id));
  const habitIds = habits.map((h) => h.id);
  const habitChecks = habitIds.length
    ? await db.select().from(t.habitChecks).where(inArray(t.habitChecks.habitId, habitIds))
    : [];
  const planEntries = await db
    .select()
    .from(t.mealPlanEntries)
    .where(eq(t.mealPlanEntries.clientId, id));
  const planIds = planEntries.map((e) => e.id);
  const planItems = planIds.length
    ? await db.select().from(t.mealPlanItems).where(inArray(t.mealPlanItems.entryId, planIds))
    : [];
  const byClient = <T extends { clientId: unknown }>(table: T) => eq(table.clientId as never, id);
  return {
    profile,
    assessments: await db
      .select()
      .from(t.assessments)
      .where(byClient(t.assessments))
      .orderBy(asc(t.assessments.id)),
    goals: await db.select().from(t.goals).where(byClient(t.goals)).orderBy(asc(t.goals.id)),
    progress: await db
      .select()
      .from(t.progressEntries)
      .where(byClient(t.progressEntries))
      .orderBy(asc(t.progressEntries.week)),
    measurements: await db
      .select()
      .from(t.measurements)
      .where(byClient(t.measurements))
      .orderBy(asc(t.measurements.date)),
    targets: await db.select().from(t.clientTargets).where(byClient(t.clientTargets)),
    mealPlan: planEntries.map((e) => ({
      ...e,
      items: planItems.filter((i) => i.entryId === e.id),
    })),
    journal: entries.map(({ idempotencyKey: _key, ...e }) => ({
      ...e,
      items: items.filter((i) => i.entryId === e.id),
      comments: comments.filter((c) => c.entryId === e.id),
    })),
    water: await db.select().from(t.waterLogs).where(byClient(t.waterLogs)),
    tracking: await db.select().from(t.clientTracking).where(byClient(t.clientTracking)),
    habits: habits.map((h) => ({ ...h, checks: habitChecks.filter((c) => c.habitId === h.id) })),
    appointments: await db
      .select()
      .from(t.appointments)
      .where(byClient(t.appointments))
      .orderBy(asc(t.appointments.scheduledAt)),
    ratings: await db.select().from(t.ratings).where(byClient(t.ratings)),
    // Issue 36: her channels and quiet hours as she saved them (none saved: the defaults).
    contactPreferences:
      (
        await db.select().from(t.contactPreferences).where(eq(t.contactPreferences.clientId, id))
      )[0] ?? null,
  };
}
