import { isoDateFromToday, wallClockFromToday } from '#api/lib/dates.ts';
import type { Transaction } from './client.ts';
import { meeraIntakeAnswers, newClientIntake, weeklyCheckIn } from './demo-intake.ts';
import * as t from './schema/index.ts';

/**
 * The demo's intake forms (issue 35), the practice's (built by the admin): Meera signed the
 * "New client intake" when she joined, and the "Weekly check-in" was sent to her three days
 * ago and not opened, so its reminder is due.
 */
export async function seedDemoIntake(
  tx: Transaction,
  people: { adminId: number; ashaId: number; meeraId: number; meeraName: string },
  zone: string,
  now: Date,
) {
  const versionIds: number[] = [];
  for (const form of [newClientIntake, weeklyCheckIn]) {
    const [row] = await tx
      .insert(t.intakeForms)
      .values({ title: form.title, createdBy: people.adminId })
      .returning({ id: t.intakeForms.id });
    const [version] = await tx
      .insert(t.intakeFormVersions)
      .values({ formId: row!.id, version: 1, createdBy: people.adminId, ...form })
      .returning({ id: t.intakeFormVersions.id, formId: t.intakeFormVersions.formId });
    versionIds.push(version!.id);
    if (form === newClientIntake) {
      const sentAt = wallClockFromToday(zone, -40, 10, 0, now);
      const signedAt = wallClockFromToday(zone, -39, 20, 15, now);
      const [consent] = await tx
        .insert(t.consents)
        .values({
          userId: people.meeraId,
          version: `intake-form:${row!.id}:1`,
          action: 'accept',
          method: 'intake',
          createdAt: signedAt,
        })
        .returning({ id: t.consents.id });
      await tx.insert(t.intakeSends).values({
        formVersionId: version!.id,
        clientId: people.meeraId,
        sentBy: people.ashaId,
        sentAt,
        openedAt: wallClockFromToday(zone, -39, 19, 40, now),
        savedAt: signedAt,
        completedAt: signedAt,
        answers: meeraIntakeAnswers,
        signedName: people.meeraName,
        signedOn: isoDateFromToday(zone, -39, now),
        consentId: consent!.id,
      });
    }
  }
  await tx.insert(t.intakeSends).values({
    formVersionId: versionIds[1]!,
    clientId: people.meeraId,
    sentBy: people.ashaId,
    sentAt: wallClockFromToday(zone, -3, 10, 0, now),
  });
}
