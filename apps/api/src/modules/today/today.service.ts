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

/** Every reason of every client of hers on the practice's day, marks not applied. */
async function foundAll(
  deps: AppDeps,
  nutritionistId: number,
  practiceDay: string,
): Promise<repo.FoundItem[]> {
  const frame = { nutritionistId, today: practiceDay, timeZone: deps.config.defaultTimeZone };
  const [rows, labs, practice] = await Promise.all([
    repo.foundItems(deps.db, frame),
    repo.latestLabs(deps.db, nutritionistId),
    practiceSettings(deps.db),
  ]);
  return [...rows, ...labItems(labs, practice, practiceDay)];
}

const order = new Map<TodayReason, number>(TODAY_REASONS.map((r, i) => [r, i]));

/** An answer as JSON text, and the first moment (ms) the clock alone would change it. */
interface KeptText {
  json: string;
  until: number;
}

/**
 * Her clients who need her, most pressing reason first, then the longest waiting, as they
 * stand at `now`. Two things change the list with no write: a form waiting its second day,
 * and a snooze running out; the earliest of those is when the kept text stops holding.
 */
function listAt(found: repo.FoundItem[], marks: repo.MarkRow[], now: Date): KeptText {
  const byKey = new Map(marks.map((m) => [`${m.clientId}/${m.reason}`, m]));
  const formDue = now.getTime() - TODAY_RULES.formWaitDays * DAY;
  let until = Number.POSITIVE_INFINITY;
  for (const mark of marks)
    if (mark.until !== null && mark.until > now) until = Math.min(until, mark.until.getTime());
  const items: TodayItem[] = found
    .filter((item) => {
      if (item.reason !== 'formNotCompleted') return true;
      const since = Date.parse(item.since);
      if (since > formDue) until = Math.min(until, since + TODAY_RULES.formWaitDays * DAY);
      return since <= formDue;
    })
    .filter((item) => !hidden(item, byKey, now))
    .sort(
      (a, b) =>
        (order.get(a.reason) ?? 0) - (order.get(b.reason) ?? 0) ||
        a.since.localeCompare(b.since) ||
        a.clientId - b.clientId,
    );
  return { json: JSON.stringify(items), until };
}

/**
 * Her list for the practice's day. Each part is kept on its own too: a mark (a tap) does
 * not run the reasons' query again.
 */
async function listOf(deps: AppDeps, me: AuthUser, practiceDay: string): Promise<KeptText> {
  const [found, marks] = await Promise.all([
    deps.readCache.remember(`today:${me.id}:${practiceDay}`, repo.TODAY_TABLES, () =>
      foundAll(deps, me.id, practiceDay),
    ),
    deps.readCache.remember(`today-marks:${me.id}`, repo.MARK_TABLES, () =>
      repo.marksOf(deps.db, me.id),
    ),
  ]);
  return listAt(found, marks, deps.clock.now());
}

const ANSWER_TABLES = [...repo.TODAY_TABLES, ...repo.MARK_TABLES, ...repo.SESSION_TABLES];

/**
 * GET /today: her sessions today in her zone, and her clients who need her. Client days
 * (journal, packages, forms) are the practice's, as her caseload reads them. Read on every
 * visit to her landing page, with up to a few hundred items, so the whole answer is kept as
 * JSON text (decision 005) until one of its tables changes or the clock alone changes it;
 * a visit then costs no query, filtering, sorting or checking.
 */
export async function todayJson(
  deps: AppDeps,
  me: AuthUser,
  query: { timeZone?: string },
): Promise<string> {
  const now = deps.clock.now();
  const practiceDay = isoDateFromToday(deps.config.defaultTimeZone, 0, now);
  const herDay = isoDateFromToday(query.timeZone ?? deps.config.defaultTimeZone, 0, now);
  const key = `today-answer:${me.id}:${practiceDay}:${herDay}:${query.timeZone ?? ''}`;
  const read = async (): Promise<KeptText> => {
    const [sessions, list] = await Promise.all([
      bookings(deps, me, { from: herDay, to: herDay, timeZone: query.timeZone }),
      listOf(deps, me, practiceDay),
    ]);
    // A nutritionist's sessions answer the same all day (only a client's "can change"
    // depends on the hour), so the clock changes the answer only through her list.
    const live = sessions.filter((s) => s.status !== 'cancelled');
    return { json: `{"sessions":${JSON.stringify(live)},"items":${list.json}}`, until: list.until };
  };
  const kept = await deps.readCache.remember(key, ANSWER_TABLES, read);
  if (kept.until > deps.clock.now().getTime()) return kept.json;
  deps.readCache.forget(key);
  return (await deps.readCache.remember(key, ANSWER_TABLES, read)).json;
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
