import {
  sessionNoteMessages as m,
  type OutcomeFigures,
  type OutcomeReport,
  type outcomeReportInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import { badRequest, notFound } from '#api/lib/errors.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import { textRecipient } from '#api/lib/text-recipient.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import {
  assertMayReachClient,
  assertMayWriteAbout,
  assertOwnClient,
  assertStaffMayReadRecords,
} from '#api/modules/access/client-access.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit, auditRead } from '#api/modules/audit/audit.repository.ts';
import { clientRoute } from '#api/modules/notifications/client-channels.ts';
import { queueMessage } from '#api/modules/notifications/notify.ts';
import { startOfDate } from '#api/modules/scheduling/zoned-time.ts';
import { adherenceOver, periodFigures } from '#api/modules/session-notes/clinical-figures.ts';
import { renderOutcomePdf } from './outcome-pdf.ts';
import { clientMessageContact } from '#api/modules/notifications/client-contact.ts';
import * as repo from './outcome-reports.repository.ts';

const toReport = (row: repo.ReportRow): OutcomeReport => ({
  id: row.id,
  clientId: row.clientId,
  from: row.fromDate,
  to: row.toDate,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
});

/** Her figures over a period: the record's changes, her journal's adherence, her sessions. */
async function figuresOf(
  deps: AppDeps,
  reader: AuthUser,
  clientId: number,
  period: { from: string; to: string },
): Promise<OutcomeFigures> {
  const zone = deps.config.defaultTimeZone;
  const [changes, adherencePercent, sessions] = await Promise.all([
    periodFigures(deps, clientId, period.from, period.to),
    adherenceOver(deps, reader, clientId, period.from, period.to),
    repo.sessionCounts(
      deps.db,
      clientId,
      startOfDate(period.from, zone),
      startOfDate(shiftIsoDate(period.to, 1), zone),
    ),
  ]);
  return {
    ...changes,
    adherencePercent,
    sessionsCompleted: sessions.completed,
    sessionsMissed: sessions.missed,
  };
}

/** The figures a report of this period would show (read logged by the entry). */
export async function previewFigures(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
  period: { from: string; to: string },
): Promise<OutcomeFigures> {
  await assertOwnClient(deps.db, me.id, clientId);
  return figuresOf(deps, me, clientId, period);
}

/** Her reports, newest first: her own, or a client of the nutritionist's (others 404). */
export async function reportsOf(deps: AppDeps, me: AuthUser, clientId: number) {
  await assertMayReachClient(deps.db, me, clientId);
  return (await repo.reportsOf(deps.db, clientId)).map(toReport);
}

/** Her reports for her data export. */
export async function outcomeReportsOf(db: Executor, clientId: number): Promise<OutcomeReport[]> {
  return (await repo.reportsOf(db, clientId)).map(toReport);
}

export async function createReport(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  clientId: number,
  input: z.output<typeof outcomeReportInputSchema>,
): Promise<OutcomeReport> {
  await assertMayWriteAbout(deps.db, me.id, clientId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertReport(tx, {
      clientId,
      fromDate: input.from,
      toDate: input.to,
      summary: input.summary,
      createdBy: me.id,
    });
    await audit(tx, actor, 'create', 'outcome_report', row.id, { after: row, subject: clientId });
    return toReport(row);
  });
}

/** A report she may reach: her own, or her nutritionist's client's; any other is 404. */
async function reachableReport(deps: AppDeps, me: AuthUser, reportId: number) {
  const report = await repo.findReport(deps.db, reportId);
  if (!report) throw notFound(m.reportNotFound);
  await assertMayReachClient(deps.db, me, report.clientId).catch(() => {
    throw notFound(m.reportNotFound);
  });
  return report;
}

/** The report's PDF in her language, its figures read from her record now (read logged). */
export async function reportPdf(deps: AppDeps, me: AuthUser, actor: Actor, reportId: number) {
  const report = await reachableReport(deps, me, reportId);
  await assertStaffMayReadRecords(deps.db, actor, 'outcome', report.clientId);
  const contact = await clientMessageContact(deps.db, report.clientId);
  if (!contact) throw notFound(m.reportNotFound);
  const figures = await figuresOf(deps, me, report.clientId, {
    from: report.fromDate,
    to: report.toDate,
  });
  const texts = textsForPerson({ role: 'client', ...contact });
  const content = await renderOutcomePdf(
    { name: contact.name, summary: report.summary, figures },
    texts,
    deps.clock.now(),
  );
  await auditRead(deps.db, actor, 'outcome', report.clientId);
  return { filename: `outcome-report-${report.fromDate}-${report.toDate}.pdf`, content };
}

/** Sends her a link to her reports page by email, or by her text channel (issue 36). */
export async function sendReport(
  deps: AppDeps,
  me: AuthUser,
  actor: Actor,
  reportId: number,
  channel: 'email' | 'text',
): Promise<{ message: string }> {
  const report = await reachableReport(deps, me, reportId);
  await assertMayWriteAbout(deps.db, me.id, report.clientId);
  const contact = await clientMessageContact(deps.db, report.clientId);
  if (!contact) throw notFound(m.reportNotFound);
  const phone = textRecipient(contact.phone);
  if (channel === 'text' && !phone) throw badRequest(m.noPhone, 'NO_PHONE');
  const text = channel === 'text' ? (await clientRoute(deps, deps.db, report.clientId)).text : null;
  if (channel === 'text' && !text) throw badRequest(m.noTextChannel, 'NO_TEXT_CHANNEL');
  const { t, dayMonth } = textsForPerson({ role: 'client', ...contact });
  const values = {
    name: contact.name,
    from: dayMonth(report.fromDate),
    to: dayMonth(report.toDate),
    url: `${deps.config.appUrl}/dashboard/client/reports`,
  };
  await deps.db.transaction(async (tx) => {
    await queueMessage(
      deps,
      tx,
      text
        ? {
            channel: text,
            recipient: phone!,
            kind: 'reportReady',
            clientId: report.clientId,
            subject: null,
            body: t('messages.outcome.text', values),
            templateParams: [values.from, values.to, values.url],
          }
        : {
            channel: 'email',
            recipient: contact.email,
            kind: 'message',
            subject: t('messages.outcome.subject', values),
            body: t('messages.outcome.body', values),
          },
    );
    await audit(tx, actor, 'create', 'outcome_report_send', report.id, {
      after: { channel },
      subject: report.clientId,
    });
  });
  deps.outbox.kick();
  return { message: 'Report sent' };
}
