import { and, desc, eq } from 'drizzle-orm';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { isoDateIn } from '#api/modules/journal/journal-dates.ts';
import type { Transaction } from './client.ts';
import { demoMeeraNotes, demoMeeraReportSummary, demoNoteTemplates } from './demo-session-notes.ts';
import * as t from './schema/index.ts';

/** Her figures by a day, as a note's Assessment keeps them (the journal's adherence left out). */
async function figuresBy(tx: Transaction, clientId: number, day: string) {
  const weighIns = await tx
    .select()
    .from(t.measurements)
    .where(eq(t.measurements.clientId, clientId))
    .orderBy(t.measurements.date);
  const latest = weighIns.filter((w) => w.date <= day).at(-1);
  const [client] = await tx.select().from(t.clients).where(eq(t.clients.id, clientId));
  const height = client?.height ?? null;
  const weightKg = latest?.weightKg ?? null;
  return {
    weightKg,
    waistCm: latest?.waistCm ?? null,
    bmi: weightKg && height ? Math.round((weightKg / (height / 100) ** 2) * 10) / 10 : null,
    labs: [],
    adherencePercent: null,
    since: null,
  };
}

/**
 * The demo's note templates, Meera's two signed ADIME notes on her two latest completed
 * sessions with Asha (their summaries become the sessions' notes), and her outcome report
 * over the last three months.
 */
export async function seedDemoSessionNotes(
  tx: Transaction,
  ids: { clientIds: Map<string, number>; nutritionistIds: Map<string, number> },
  zone: string,
  now: Date,
) {
  const meera = ids.clientIds.get('meera');
  const asha = ids.nutritionistIds.get('asha');
  if (meera === undefined || asha === undefined) throw new Error('demo notes need Meera and Asha');
  await tx
    .insert(t.noteTemplates)
    .values(demoNoteTemplates.map((x) => ({ ...x, createdBy: asha })));
  const [ashaRow] = await tx.select().from(t.nutritionists).where(eq(t.nutritionists.id, asha));
  const sessions = await tx
    .select()
    .from(t.appointments)
    .where(and(eq(t.appointments.clientId, meera), eq(t.appointments.status, 'completed')))
    .orderBy(desc(t.appointments.scheduledAt))
    .limit(demoMeeraNotes.length);
  const oldestFirst = sessions.reverse();
  for (const [i, session] of oldestFirst.entries()) {
    const note = demoMeeraNotes[i]!;
    const signedAt = new Date(session.endsAt.getTime() + 15 * 60_000);
    await tx.insert(t.sessionNotes).values({
      appointmentId: session.id,
      clientId: meera,
      authorId: asha,
      figures: await figuresBy(tx, meera, isoDateIn(zone, session.scheduledAt)),
      ...note,
      signedAt,
      signedBy: asha,
      signedName: ashaRow?.name ?? 'Asha',
    });
    await tx
      .update(t.appointments)
      .set({ notes: note.summary })
      .where(eq(t.appointments.id, session.id));
  }
  await tx.insert(t.outcomeReports).values({
    clientId: meera,
    fromDate: isoDateFromToday(zone, -90, now),
    toDate: isoDateFromToday(zone, 0, now),
    summary: demoMeeraReportSummary,
    createdBy: asha,
  });
}
