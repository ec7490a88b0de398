import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '#api/db/schema/index.ts';
import { sendIntakeReminders } from '#api/modules/intake-forms/intake-reminders.ts';
import { capturingTransport } from '../helpers/build-test-app.ts';
import { wallClockFromToday } from '../helpers/test-clock.ts';
import { notifyDeps } from '../scheduling/notify-fixtures.ts';
import { GOOD_ANSWERS, intakeSuite } from './intake-fixture.ts';

const ZONE = 'Asia/Kolkata';

describe('the reminder for a form left unsigned (issue 35)', () => {
  const { app, f, call, sendCheckIn } = intakeSuite();

  it('reminds her once, two days after it was sent, by email and text in the day, and never a signed form', async () => {
    await app.db.update(t.clients).set({ phone: '98765 00002' }).where(eq(t.clients.id, f.mine.id));
    const waiting = await sendCheckIn();
    const signed = await sendCheckIn();
    await call('POST', `/api/me/intake-sends/${signed.sendId}/sign`, f.mineHeaders, {
      answers: GOOD_ANSWERS,
      fullName: 'Meera Iyer',
      agree: true,
    });
    const sentAt = wallClockFromToday(ZONE, -2, 9, 30);
    await app.db.update(t.intakeSends).set({ sentAt });
    const deps = notifyDeps(app.db, [capturingTransport().transport]);

    expect(await sendIntakeReminders(deps, wallClockFromToday(ZONE, -1, 10, 0))).toBe(0);
    expect(await sendIntakeReminders(deps, wallClockFromToday(ZONE, 0, 8, 0))).toBe(0);
    expect(await sendIntakeReminders(deps, wallClockFromToday(ZONE, 0, 10, 0))).toBe(1);
    expect(await sendIntakeReminders(deps, wallClockFromToday(ZONE, 1, 10, 0))).toBe(0);

    const [row] = await app.db
      .select()
      .from(t.intakeSends)
      .where(eq(t.intakeSends.id, waiting.sendId));
    expect(row!.remindedAt).not.toBeNull();
    const messages = await app.db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.subject, 'Reminder: Weekly check-in is waiting for you'));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain(`/dashboard/client/forms/${waiting.sendId}`);
    const texts = await app.db.select().from(t.outbox).where(eq(t.outbox.channel, 'whatsapp'));
    expect(texts.filter((text) => text.body.includes('still waiting'))).toHaveLength(1);
  });
});
