import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { PHOTO_PREFIX } from '#api/integrations/photos.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import type { TestUser } from '../helpers/factories.ts';
import { fromNow, isoDateFromToday } from '../helpers/test-clock.ts';

export const NAME = 'Zuleika Pemberton-Rao';
export const EMAIL = 'zuleika.erase@example.test';
export const PHONE = '9876501234';
const HOUR_MS = 3_600_000;

/**
 * Everything a client leaves behind, straight into the tables: her profile and photos,
 * care records, chat both ways, public forms with her email and phone, a grievance, notices
 * naming her, outbox rows, a rate-limit counter and a reset token. The other client gets a
 * goal and a message, to see they stay.
 */
export async function seedHerRecords(
  app: TestApp,
  {
    her,
    nId,
    theirsId,
    photoNames,
  }: { her: TestUser; nId: number; theirsId: number; photoNames: string[] },
) {
  await app.db
    .update(t.clients)
    .set({
      nutritionistId: nId,
      phone: PHONE,
      profilePicUrl: `${PHOTO_PREFIX}${photoNames[0]}`,
      issue: 'PCOS',
    })
    .where(eq(t.clients.id, her.id));
  // She proved both hers (issue 30), so her forms from before her account are hers too.
  await app.db.insert(t.contactVerifications).values([
    { userId: her.id, contact: 'phone', verifiedValue: PHONE, verifiedAt: fromNow(-HOUR_MS) },
    {
      userId: her.id,
      contact: 'email',
      verifiedValue: EMAIL.toLowerCase(),
      verifiedAt: fromNow(-HOUR_MS),
    },
  ]);
  await app.db.insert(t.assessments).values({ clientId: her.id, nutritionistId: nId });
  await app.db.insert(t.goals).values([
    {
      clientId: her.id,
      type: 'weight',
      title: 'Lose 4 kg',
      target: '56 kg',
      deadline: isoDateFromToday('Asia/Kolkata', 60),
    },
    {
      clientId: theirsId,
      type: 'weight',
      title: 'Walk daily',
      target: '10k',
      deadline: isoDateFromToday('Asia/Kolkata', 60),
    },
  ]);
  await app.db.insert(t.progressEntries).values({ clientId: her.id, week: 1, weight: 60 });
  await app.db
    .insert(t.measurements)
    .values({ clientId: her.id, date: '2026-11-01', weightKg: 60, recordedBy: nId });
  await app.db
    .insert(t.journalEntries)
    .values({ clientId: her.id, date: '2026-11-02', meal: 'lunch', photoName: photoNames[1] });
  await app.db
    .insert(t.mealPlanEntries)
    .values({ clientId: her.id, nutritionistId: nId, weekday: 'Monday', meal: 'lunch' });
  await app.db.insert(t.appointments).values({
    clientId: her.id,
    nutritionistId: nId,
    scheduledAt: new Date('2026-11-03T05:00:00Z'),
    endsAt: new Date('2026-11-03T05:45:00Z'),
    status: 'completed',
    completedAt: new Date('2026-11-03T05:45:00Z'),
    notes: `${NAME} is doing well`,
  });
  await app.db.insert(t.messages).values([
    { senderId: nId, receiverId: her.id, content: `Hi Zuleika, how was the week?` },
    { senderId: her.id, receiverId: nId, content: `Good! Write to me at ${EMAIL} please.` },
    { senderId: theirsId, receiverId: nId, content: 'Someone else writes' },
  ]);
  await app.db.insert(t.ratings).values({ clientId: her.id, nutritionistId: nId, rating: 5 });
  await app.db.insert(t.enquiries).values([
    {
      name: NAME,
      illness: 'PCOS',
      phone: `+91 ${PHONE}`,
      email: EMAIL,
      country: 'India',
      acceptedTnc: true,
    },
    {
      name: 'Someone Else',
      illness: 'None',
      phone: '9123456780',
      email: 'someone.else@example.test',
      country: 'India',
      acceptedTnc: true,
    },
  ]);
  await seedWhatsappEnquiries(app, nId);
  await app.db.insert(t.reachOuts).values({ name: NAME, email: EMAIL, concern: 'Call me' });
  await app.db
    .insert(t.paymentRequests)
    .values({ reference: 'NW-ERASE001', phone: PHONE, plan: 'Diabetes', amount: 2499 });
  await app.db.insert(t.grievances).values({
    reference: 'GR-ERASE001',
    userId: her.id,
    name: NAME,
    email: EMAIL,
    subject: `Data of ${NAME}`,
    message: 'Please check what you keep about me',
    dueAt: fromNow(30 * 24 * HOUR_MS),
  });
  await app.db.insert(t.notifications).values([
    { userId: her.id, kind: 'privacy', text: 'Welcome', link: '/dashboard/client' },
    {
      userId: nId,
      kind: 'journalComment',
      text: `${NAME} logged lunch`,
      link: '/dashboard/nutritionist',
    },
  ]);
  await app.db.insert(t.outbox).values([
    { channel: 'email', recipient: EMAIL, subject: 'Hello', body: 'Hello' },
    {
      channel: 'email',
      recipient: 'nutritionist.outbox@example.test',
      subject: 'Session',
      body: `${NAME} booked a session`,
    },
  ]);
  // Counters live in this table on PostgreSQL only (PGlite keeps them in the process's
  // memory, where erasure-counters.test.ts follows them through the app).
  if (inject('testDatabase').kind === 'postgres') {
    await app.db.insert(t.rateLimitCounters).values([
      { key: `form:${EMAIL}`, count: 1, windowEndsAt: fromNow(HOUR_MS) },
      { key: `form:pay:${PHONE}`, count: 1, windowEndsAt: fromNow(HOUR_MS) },
    ]);
  }
  await app.db.insert(t.passwordResetTokens).values({
    userId: her.id,
    tokenHash: 'erase-test-hash',
    expiresAt: fromNow(HOUR_MS),
  });
}

/**
 * Issue 36: a WhatsApp message from her number before she was a client, and the practice's
 * reply naming her; another number's enquiry and reply, which stay.
 */
async function seedWhatsappEnquiries(app: TestApp, repliedBy: number) {
  const whatsapp = {
    source: 'whatsapp',
    illness: '',
    country: 'India',
    acceptedTnc: false,
  } as const;
  const [hers, someoneElses] = await app.db
    .insert(t.enquiries)
    .values([
      {
        ...whatsapp,
        name: NAME,
        phone: `+91${PHONE}`,
        message: 'Do you have PCOS plans?',
        externalId: 'wamid.ERASE-HERS',
        sentAt: fromNow(-2 * HOUR_MS),
      },
      {
        ...whatsapp,
        name: null,
        phone: '+919123456780',
        message: 'Someone else asks',
        externalId: 'wamid.ERASE-OTHER',
        sentAt: fromNow(-2 * HOUR_MS),
      },
    ])
    .returning({ id: t.enquiries.id });
  await app.db.insert(t.enquiryReplies).values([
    { enquiryId: hers!.id, authorId: repliedBy, body: `Hello ${NAME}, we will call you.` },
    { enquiryId: someoneElses!.id, authorId: repliedBy, body: 'We will call you.' },
  ]);
}
