import {
  LAB_TESTS,
  TODAY_REASONS,
  TODAY_RULES,
  isLabTestCode,
  labFlag,
  rangeFor,
  todayMessages,
  type TodayItem,
  type TodayMark,
  type TodayReason,
  type TodayResponse,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday, shiftIsoDate } from '#api/lib/dates.ts';
import { notFound } from '#api/lib/errors.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { assertOwnClient } from '#api/modules/access/client-access.ts';
import { practiceSettings } from '#api/modules/labs/lab-settings.service.ts';
import { bookings } from '#api/modules/scheduling/booking.service.ts';
import * as repo from './today.repository.ts';

const DAY = 86_400_000;
type Practice = Awaited<ReturnType<typeof practiceSettings>>;

/** One item per client for each lab reason: the tests out of range, and those due again. */
function labItems(rows: repo.LatestLab[], practice: Practice, today: string): repo.FoundItem[] {
  const byClient = new Map<
    number,
    { name: string; out: repo.LatestLab[]; due: Array<repo.LatestLab & { dueOn: string }> }
  >();
  for (const row of rows) {
    if (!isLabTestCode(row.testCode)) continue;
    const { ranges, retestDays } = practice[row.testCode];
    const entry = byClient.get(row.clientId) ?? { name: row.name, out: [], due: [] };
    const flag = labFlag(row.value, rangeFor(ranges, row.sex, row.age));
    if (flag === 'low' || flag === 'high') entry.out.push(row);
    const dueOn = retestDays === null ? null : shiftIsoDate(row.takenOn, retestDays);
    if (dueOn !== null && dueOn <= today) entry.due.push({ ...row, dueOn });
    byClient.set(row.clientId, entry);
  }
  const names = (list: repo.LatestLab[]) =>
    list
      .map((r) => (isLabTestCode(r.testCode) ? LAB_TESTS[r.testCode].name : r.testCode))
      .join(', ');
  const items: repo.FoundItem[] = [];
  for (const [clientId, { name, out, due }] of byClient) {
    if (out.length > 0) {
      // A newer value (a higher id) out of range is a new occurrence: it shows again after done.
      const newest = out.reduce((a, b) => (b.id > a.id ? b : a));
      items.push({
        clientId,
        name,
        reason: 'labOutOfRange',
        occurrence: `result:${newest.id}`,
        since: `${newest.takenOn}T00:00:00.000Z`,
        detail: { tests: names(out), count: out.length, takenOn: newest.takenOn },
      });
    }
    if (due.length > 0) {
      // The latest test to fall due names the occurrence: one falling due later shows again.
      const latest = due.reduce((a, b) =>
        b.dueOn > a.dueOn || (b.dueOn === a.dueOn && b.id > a.id) ? b : a,
      );
      const earliest = due.reduce((a, b) => (b.dueOn < a.dueOn ? b : a));
      items.push({
        clientId,
        name,
        reason: 'retestDue',
        occurrence: `${latest.testCode}:${latest.id}`,
        since: `${earliest.dueOn}T00:00:00.000Z`,
        detail: { tests: names(due), count: due.length },
      });
    }
  }
  return items;
}

/** Whether her mark hides the item: done for this occurrence, or snoozed for it until later. */
function hidden(item: repo.FoundItem, marks: Map<string, repo.MarkRow>, now: Date): boolean {
  const mark = marks.get(`${item.clientId}/${item.reason}`);
  if (!mark || mark.occurrence !== item.occurrence) return false;
  return mark.action === 'done' || (mark.until !== null && mark.until > now);
}

const order = new Map<TodayReason, number>(TODAY_REASONS.map((r, i) => [r, i]));

/**
 * GET /today: her sessions today in her zone, and her clients who need her, most pressing
 * reason first, then the longest waiting. Client days (journal, packages, forms) are the
 * practice's, as her caseload reads them.
 */
export async function today(
  deps: AppDeps,
  me: AuthUser,
  query: { timeZone?: string },
): Promise<TodayResponse> {
  const now = deps.clock.now();
  const practiceDay = isoDateFromToday(deps.config.defaultTimeZone, 0, now);
  const herDay = isoDateFromToday(query.timeZone ?? deps.config.defaultTimeZone, 0, now);
  const frame: repo.TodayFrame = {
    nutritionistId: me.id,
    today: practiceDay,
    timeZone: deps.config.defaultTimeZone,
  };
  // Her list is read on every visit to her landing page: kept for the day until one of its
  // tables changes (decision 005); what depends on the hour is decided here, on each read.
  const [sessions, found, marks] = await Promise.all([
    bookings(deps, me, { from: herDay, to: herDay, timeZone: query.timeZone }),
    deps.readCache.remember(`today:${me.id}:${practiceDay}`, repo.TODAY_TABLES, async () => {
      const [rows, labs, practice] = await Promise.all([
        repo.foundItems(deps.db, frame),
        repo.latestLabs(deps.db, me.id),
        practiceSettings(deps.db),
      ]);
      return [...rows, ...labItems(labs, practice, practiceDay)];
    }),
    deps.readCache.remember(`today-marks:${me.id}`, repo.MARK_TABLES, () =>
      repo.marksOf(deps.db, me.id),
    ),
  ]);
  const byKey = new Map(marks.map((m) => [`${m.clientId}/${m.reason}`, m]));
  const formDue = now.getTime() - TODAY_RULES.formWaitDays * DAY;
  const items: TodayItem[] = found
    .filter((item) => item.reason !== 'formNotCompleted' || Date.parse(item.since) <= formDue)
    .filter((item) => !hidden(item, byKey, now))
    .sort(
      (a, b) =>
        (order.get(a.reason) ?? 0) - (order.get(b.reason) ?? 0) ||
        a.since.localeCompare(b.since) ||
        a.clientId - b.clientId,
    );
  return { sessions: sessions.filter((s) => s.status !== 'cancelled'), items };
}

/** POST /today/marks: snooze an item of a client of hers for some days, or mark it done. */
export async function markToday(
  deps: AppDeps,
  me: AuthUser,
  mark: TodayMark,
): Promise<{ message: string }> {
  await assertOwnClient(deps.db, me.id, mark.clientId);
  const until =
    mark.action === 'snooze' ? new Date(deps.clock.now().getTime() + (mark.days ?? 1) * DAY) : null;
  await repo.saveMark(deps.db, {
    nutritionistId: me.id,
    clientId: mark.clientId,
    reason: mark.reason,
    occurrence: mark.occurrence,
    action: mark.action,
    until,
  });
  return { message: todayMessages.marked };
}

/** DELETE /today/marks/:clientId/:reason: the item shows again (her undo). */
export async function unmarkToday(
  deps: AppDeps,
  me: AuthUser,
  params: { clientId: number; reason: TodayReason },
): Promise<{ message: string }> {
  await assertOwnClient(deps.db, me.id, params.clientId);
  if (!(await repo.deleteMark(deps.db, me.id, params.clientId, params.reason)))
    throw notFound('Nothing to put back');
  return { message: todayMessages.unmarked };
}
