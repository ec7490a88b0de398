import {
  HOMA_IR_HIGH,
  LAB_TESTS,
  homaIr,
  labMessages,
  rangeFor,
  toTestUnit,
  type ClientLabs,
  type LabReport,
  type LabResult,
  type LabTestCode,
  type LabTrend,
  type labPanelInputSchema,
} from '@nourishwell/shared';
import type { z } from 'zod';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { isoDateFromToday, shiftIsoDate } from '#api/lib/dates.ts';
import { badRequest, conflict, notFound } from '#api/lib/errors.ts';
import { violatesUnique } from '#api/lib/unique-violation.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertMayReachClient, assertMayWriteAbout } from '#api/modules/access/client-access.ts';
import { practiceSettings } from './lab-settings.service.ts';
import { toReport, toResult } from './lab-shapes.ts';
import * as repo from './labs.repository.ts';

const SAME_DAY_KEY = 'lab_results_client_test_day_key';

/** Same-day fasting glucose and insulin make a HOMA-IR (Matthews 1985). */
function homaIrSeries(results: readonly LabResult[]): ClientLabs['homaIr'] {
  const insulin = new Map(
    results.filter((r) => r.code === 'fastingInsulin').map((r) => [r.takenOn, r.value]),
  );
  return results
    .filter((r) => r.code === 'fastingGlucose' && insulin.has(r.takenOn))
    .map((r) => {
      const value = homaIr(r.value, insulin.get(r.takenOn) ?? 0);
      return { takenOn: r.takenOn, value, high: value >= HOMA_IR_HIGH };
    });
}

/**
 * GET /clients/:clientId/labs: each test she has values for, oldest first, flagged against
 * the range for her sex and age; "retest due" once the practice's interval has passed
 * since her latest value (today in the practice's time zone).
 */
export async function clientLabs(
  deps: AppDeps,
  me: AuthUser,
  clientId: number,
): Promise<ClientLabs> {
  await assertMayReachClient(deps.db, me, clientId);
  const [rows, reports, who, practice] = await Promise.all([
    repo.resultsOf(deps.db, clientId),
    repo.reportsOf(deps.db, clientId),
    repo.sexAndAgeOf(deps.db, clientId),
    practiceSettings(deps.db),
  ]);
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());
  const byTest = new Map<LabTestCode, repo.LabResultRow[]>();
  for (const row of rows) {
    const code = row.testCode as LabTestCode;
    byTest.set(code, [...(byTest.get(code) ?? []), row]);
  }
  const trends: LabTrend[] = [...byTest].map(([code, testRows]) => {
    const { ranges, retestDays } = practice[code];
    const range = rangeFor(ranges, who.sex, who.age);
    const latest = testRows.at(-1)?.takenOn ?? today;
    return {
      code,
      unit: LAB_TESTS[code].unit,
      range: range ? { low: range.low, high: range.high } : null,
      retestDays,
      retestDue: retestDays !== null && shiftIsoDate(latest, retestDays) <= today,
      results: testRows.map((row) => toResult(row, range)),
    };
  });
  return {
    trends,
    homaIr: homaIrSeries(trends.flatMap((t) => t.results)),
    reports: reports.map(toReport),
  };
}

async function assertReportOf(db: Executor, clientId: number, reportId: number) {
  const report = await repo.findReport(db, clientId, reportId);
  if (!report) throw notFound(labMessages.reportNotFound);
  return report;
}

/**
 * POST /clients/:clientId/labs: her nutritionist enters a panel. Each value is kept in the
 * catalogue's unit, and what the lab printed beside it when converted. A test that already
 * has a value that day is 409 (the unique key settles a race the same way).
 */
export async function recordLabPanel(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  panel: z.output<typeof labPanelInputSchema>,
): Promise<LabResult[]> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  const today = isoDateFromToday(deps.config.defaultTimeZone, 0, deps.clock.now());
  if (panel.takenOn > today) throw badRequest(labMessages.dateInFuture);
  if (panel.labReportId) await assertReportOf(deps.db, clientId, panel.labReportId);
  const rows = panel.values.map(({ code, value, unit }) => {
    const test = LAB_TESTS[code as LabTestCode];
    const converted = toTestUnit(test.code, value, unit) ?? value;
    const reported = unit === test.unit ? null : value;
    return {
      clientId,
      testCode: test.code,
      value: converted,
      reportedValue: reported,
      reportedUnit: reported === null ? null : unit,
      takenOn: panel.takenOn,
      reportId: panel.labReportId ?? null,
      enteredBy: actor.id,
    };
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = new Set(
        (await repo.resultsOnDay(tx, clientId, panel.takenOn)).map((r) => r.testCode),
      );
      const twice = rows.find((row) => taken.has(row.testCode));
      if (twice) throw conflict(labMessages.sameDay(LAB_TESTS[twice.testCode].name, panel.takenOn));
      const saved = await repo.insertResults(tx, rows);
      for (const row of saved) {
        await audit(tx, actor, 'create', 'labResult', row.id, { after: row, subject: clientId });
      }
      return saved.map((row) => toResult(row, undefined));
    });
  } catch (error) {
    if (violatesUnique(error, SAME_DAY_KEY)) {
      throw conflict(labMessages.sameDay(LAB_TESTS[rows[0]!.testCode].name, panel.takenOn));
    }
    throw error;
  }
}

/** DELETE /clients/:clientId/labs/:resultId: a value entered by mistake, audited with what it was. */
export async function deleteLabResult(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  resultId: number,
): Promise<{ message: string }> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  await deps.db.transaction(async (tx) => {
    const before = await repo.findResult(tx, clientId, resultId);
    if (!before) throw notFound(labMessages.resultNotFound);
    await repo.deleteResult(tx, resultId);
    await audit(tx, actor, 'delete', 'labResult', resultId, { before, subject: clientId });
  });
  return { message: labMessages.resultDeleted };
}

/** POST /clients/:clientId/lab-reports/:reportId/read: her nutritionist has entered its values. */
export async function markLabReportRead(
  deps: AppDeps,
  actor: Actor,
  clientId: number,
  reportId: number,
): Promise<LabReport> {
  await assertMayWriteAbout(deps.db, actor.id, clientId);
  return deps.db.transaction(async (tx) => {
    const before = await assertReportOf(tx, clientId, reportId);
    if (before.status === 'read') throw conflict(labMessages.reportAlreadyRead);
    await repo.markReportRead(tx, reportId, actor.id, deps.clock.now());
    await audit(tx, actor, 'update', 'labReport', reportId, {
      before: { status: before.status },
      after: { status: 'read' },
      subject: clientId,
    });
    return toReport(await assertReportOf(tx, clientId, reportId));
  });
}
