// The clinical bench's data (issue 35), written in SQL on the bench database: for each
// reader client two years of quarterly lab panels (8 panels × 6 tests), a completed
// session a year ago for her note's prefilled read, an outcome report over the last year,
// and a "New client intake" of 40 questions sent to her.
import type { BenchData } from './generate-data.ts';
import { run } from './generate-data.ts';
import { openBenchDatabase } from './reminder-dispatch.ts';

export const PANELS = 8;
const TESTS = [
  ['hba1c', 6.4, -0.1],
  ['fastingGlucose', 118, -3],
  ['fastingInsulin', 19, -1],
  ['tsh', 4.8, -0.2],
  ['vitaminD', 14, 2],
  ['haemoglobin', 11.2, 0.1],
] as const;
const QUESTIONS = 40;

export interface ClinicalIds {
  clientId: number;
  appointmentId: number;
  reportId: number;
  sendId: number;
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, number>>;

export async function seedClinical(data: BenchData, clientIds: number[]): Promise<ClinicalIds[]> {
  const handle = await openBenchDatabase(data);
  try {
    const tests = TESTS.map(([code, base, step]) => `('${code}', ${base}, ${step})`).join(', ');
    await run(
      handle,
      `INSERT INTO lab_results (client_id, test_code, value, taken_on, entered_by)
       SELECT c.id, t.code, round((t.base + q * t.step)::numeric, 2),
              current_date - (q * 91), c.nutritionist_id
       FROM clients c CROSS JOIN generate_series(0, ${PANELS - 1}) q
       CROSS JOIN (VALUES ${tests}) AS t(code, base, step)
       WHERE c.id = ANY($1::int[])`,
      [clientIds],
    );
    const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
      id: `q${i}`,
      kind: i % 4 === 0 ? 'number' : 'longText',
      label: `Question ${i}`,
      required: false,
    }));
    const form = rowsOf(
      await run(handle, `INSERT INTO intake_forms (title) VALUES ('Bench intake') RETURNING id`),
    )[0]!.id;
    const version = rowsOf(
      await run(
        handle,
        `INSERT INTO intake_form_versions (form_id, version, title, consent_statement, sections)
         VALUES ($1, 1, 'Bench intake', 'I confirm my answers.', $2::jsonb) RETURNING id`,
        [form, JSON.stringify([{ id: 's1', title: 'About you', questions }])],
      ),
    )[0]!.id;
    const ids: ClinicalIds[] = [];
    for (const [i, clientId] of clientIds.entries()) {
      const [row] = rowsOf(
        await run(
          handle,
          `WITH c AS (SELECT id, nutritionist_id FROM clients WHERE id = $1),
           a AS (INSERT INTO appointments (client_id, nutritionist_id, scheduled_at, ends_at, status, completed_at)
                 SELECT id, nutritionist_id, now() - interval '365 days' + $2 * interval '1 hour',
                        now() - interval '365 days' + $2 * interval '1 hour' + interval '45 minutes',
                        'completed', now() - interval '364 days' FROM c RETURNING id),
           r AS (INSERT INTO outcome_reports (client_id, from_date, to_date, summary, created_by)
                 SELECT id, current_date - 365, current_date,
                        'HbA1c and fasting insulin came down; vitamin D is back in range.', nutritionist_id
                 FROM c RETURNING id),
           s AS (INSERT INTO intake_sends (form_version_id, client_id, sent_by, sent_at)
                 SELECT $3, id, nutritionist_id, now() FROM c RETURNING id)
           SELECT (SELECT id FROM a) AS appointment, (SELECT id FROM r) AS report, (SELECT id FROM s) AS send`,
          [clientId, i, version],
        ),
      );
      ids.push({
        clientId,
        appointmentId: row!.appointment!,
        reportId: row!.report!,
        sendId: row!.send!,
      });
    }
    return ids;
  } finally {
    await handle.close();
  }
}

/** Her answers to the bench form: text and numbers, as a phone saves them as she goes. */
export function benchAnswers(round: number): Record<string, string | number> {
  return Object.fromEntries(
    Array.from({ length: QUESTIONS }, (_, i) => [
      `q${i}`,
      i % 4 === 0 ? 60 + ((round + i) % 30) : `Answer ${i}, saved in round ${round}.`,
    ]),
  );
}
