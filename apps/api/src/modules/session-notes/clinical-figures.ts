import {
  homaIr,
  isLabTestCode,
  JOURNAL_LIMITS,
  LAB_TESTS,
  rangeFor,
  type NoteAssessmentFigures,
  type OutcomeFigures,
} from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { shiftIsoDate } from '#api/lib/dates.ts';
import type { AuthUser } from '#api/modules/access/auth-user.ts';
import { readJournalJson } from '#api/modules/journal/journal-read.service.ts';
import * as repo from './session-notes.repository.ts';

/*
 * The figures a note's Assessment is prefilled with and an outcome report shows, read from
 * her record: weigh-ins (measurements), height (BMI), lab values (lab_results, the
 * catalogue's names, units and ranges) and the journal's adherence to her plan.
 */

const round1 = (value: number) => Math.round(value * 10) / 10;
const bmiOf = (weightKg: number | null, heightCm: number | null) =>
  weightKg === null || !heightCm ? null : round1(weightKg / (heightCm / 100) ** 2);

/**
 * Share of planned meals she logged over a range, as her journal counts it; the journal
 * reads at most JOURNAL_LIMITS.rangeDays, so a longer range counts its latest days.
 */
export async function adherenceOver(
  deps: AppDeps,
  reader: AuthUser,
  clientId: number,
  from: string,
  to: string,
): Promise<number | null> {
  const earliest = shiftIsoDate(to, 1 - JOURNAL_LIMITS.rangeDays);
  const start = from < earliest ? earliest : from;
  const journal = JSON.parse(
    await readJournalJson(deps, reader, clientId, { from: start, to }),
  ) as { adherence: { mealsLoggedPct: number | null } };
  return journal.adherence.mealsLoggedPct;
}

/** What the note's Assessment starts from: her latest figures by the session's day. */
export async function noteFigures(
  deps: AppDeps,
  reader: AuthUser,
  clientId: number,
  day: string,
  since: string | null,
): Promise<NoteAssessmentFigures> {
  const [basics, weighIns, labs] = await Promise.all([
    repo.clientBasics(deps.db, clientId),
    repo.measurementsUpTo(deps.db, clientId, day),
    repo.labsUpTo(deps.db, clientId, day),
  ]);
  const latest = weighIns.at(-1);
  const latestWaist = weighIns.filter((w) => w.waistCm !== null).at(-1);
  const latestLabs = new Map(labs.map((lab) => [lab.code, lab]));
  return {
    weightKg: latest?.weightKg ?? null,
    waistCm: latestWaist?.waistCm ?? null,
    bmi: bmiOf(latest?.weightKg ?? null, basics?.height ?? null),
    labs: [...latestLabs.values()],
    adherencePercent: await adherenceOver(
      deps,
      reader,
      clientId,
      since ?? shiftIsoDate(day, -27),
      day,
    ),
    since,
  };
}

type Change = OutcomeFigures['weightKg'];
const none: Change = { first: null, latest: null, firstOn: null, latestOn: null };

/** The first and latest value of a series (oldest first) within the period. */
function changeOf(series: { on: string; value: number }[]): Change {
  const [first, latest] = [series[0], series.at(-1)];
  if (!first || !latest) return none;
  return { first: first.value, latest: latest.value, firstOn: first.on, latestOn: latest.on };
}

/** Weight, waist, BMI and lab changes over a period (adherence and sessions added by the caller). */
export async function periodFigures(
  deps: AppDeps,
  clientId: number,
  from: string,
  to: string,
): Promise<Omit<OutcomeFigures, 'adherencePercent' | 'sessionsCompleted' | 'sessionsMissed'>> {
  const [basics, weighIns, labs] = await Promise.all([
    repo.clientBasics(deps.db, clientId),
    repo.measurementsUpTo(deps.db, clientId, to),
    repo.labsUpTo(deps.db, clientId, to),
  ]);
  const inPeriod = weighIns.filter((w) => w.date >= from);
  const weights = inPeriod.map((w) => ({ on: w.date, value: w.weightKg }));
  const height = basics?.height ?? null;
  const bmis = height ? weights.map((w) => ({ on: w.on, value: bmiOf(w.value, height)! })) : [];
  const labsInPeriod = labs.filter((lab) => lab.takenOn >= from);
  const codes = [...new Set(labsInPeriod.map((lab) => lab.code))].filter(isLabTestCode);
  const valueOn = (code: string) =>
    new Map(labsInPeriod.filter((l) => l.code === code).map((l) => [l.takenOn, l.value]));
  const [glucose, insulin] = [valueOn('fastingGlucose'), valueOn('fastingInsulin')];
  const homa = [...glucose]
    .filter(([on]) => insulin.has(on))
    .map(([on, value]) => ({ on, value: homaIr(value, insulin.get(on)!) }));
  return {
    from,
    to,
    weightKg: changeOf(weights),
    waistCm: changeOf(
      inPeriod.flatMap((w) => (w.waistCm === null ? [] : [{ on: w.date, value: w.waistCm }])),
    ),
    bmi: changeOf(bmis),
    labs: codes.map((code) => {
      const test = LAB_TESTS[code];
      const range = rangeFor(test.ranges, basics?.sex ?? null, basics?.age ?? null);
      const series = labsInPeriod
        .filter((lab) => lab.code === code)
        .map((lab) => ({ on: lab.takenOn, value: lab.value }));
      return {
        ...changeOf(series),
        code,
        name: test.name,
        unit: test.unit,
        low: range?.low ?? null,
        high: range?.high ?? null,
      };
    }),
    homaIr: changeOf(homa),
  };
}
