import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { fromNow } from '../helpers/test-clock.ts';
import { day, labSuite, labsUrl } from './lab-fixtures.ts';

describe('her nutritionist enters a lab panel (POST /clients/:id/labs)', () => {
  const { app, as, mine, theirs, heads, call, expectRefused, auditRows, enter, report } =
    labSuite();
  const url = () => labsUrl(mine.id);

  it('keeps each value in the test’s unit and, converted from mmol/L, what the lab printed beside it', async () => {
    const response = await enter({
      takenOn: day(-10),
      labReportId: report.id,
      values: [
        { code: 'hba1c', value: 6.1, unit: '%' },
        { code: 'fastingGlucose', value: 5.5, unit: 'mmol/L' },
        { code: 'fastingInsulin', value: '18', unit: 'µIU/mL' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(
      saved.map(
        (r: {
          code: string;
          value: number;
          reportedValue: number | null;
          reportedUnit: string | null;
        }) => [r.code, r.value, r.reportedValue, r.reportedUnit],
      ),
    ).toEqual([
      ['hba1c', 6.1, null, null],
      ['fastingGlucose', 99.09, 5.5, 'mmol/L'],
      ['fastingInsulin', 18, null, null],
    ]);
    const [row] = await app.db.select().from(t.labResults).where(eq(t.labResults.id, saved[1].id));
    expect(row).toMatchObject({
      enteredBy: as.nutritionist.user.id,
      reportId: report.id,
      takenOn: day(-10),
    });
    expect((await auditRows('labResult', saved[0].id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a second value of the same test on the same day with 409 and names the test', async () => {
    const again = await enter({
      takenOn: day(-10),
      values: [{ code: 'hba1c', value: 5.9, unit: '%' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(labMessages.sameDay('HbA1c', day(-10)));
  });

  it('refuses a value no person has, naming the test and its span, an unknown unit and a test named twice', async () => {
    const panel = (values: object[], takenOn = day(-1)) => ({ takenOn, values });
    const h = as.nutritionist.headers;
    await expectRefused(
      'POST',
      url(),
      h,
      panel([{ code: 'hba1c', value: 60, unit: '%' }]),
      labMessages.valueOutOfSpan('HbA1c', 3, 20, '%'),
    );
    await expectRefused(
      'POST',
      url(),
      h,
      panel([{ code: 'fastingGlucose', value: 50, unit: 'mmol/L' }]),
      labMessages.valueOutOfSpan('Fasting glucose', 20 / 18.016, 700 / 18.016, 'mmol/L'),
    );
    await expectRefused(
      'POST',
      url(),
      h,
      panel([{ code: 'hba1c', value: 48, unit: 'mmol/mol' }]),
      'HbA1c can be entered in % only.',
    );
    await expectRefused(
      'POST',
      url(),
      h,
      panel([{ code: 'sodium', value: 140, unit: 'mmol/L' }]),
      labMessages.unknownTest,
    );
    await expectRefused('POST', url(), h, panel([]), labMessages.noValues);
    const twice = [
      { code: 'tsh', value: 2, unit: 'µIU/mL' },
      { code: 'tsh', value: 2.1, unit: 'mIU/L' },
    ];
    await expectRefused('POST', url(), h, panel(twice), labMessages.testTwice);
  });

  it('refuses a date in the future or before 1900', async () => {
    const values = [{ code: 'tsh', value: 2, unit: 'µIU/mL' }];
    const h = as.nutritionist.headers;
    await expectRefused('POST', url(), h, { takenOn: day(1), values }, labMessages.dateInFuture);
    await expectRefused(
      'POST',
      url(),
      h,
      { takenOn: '1899-12-31', values },
      labMessages.dateTooOld,
    );
    expect((await enter({ takenOn: day(0), values })).statusCode).toBe(201);
  });

  it('answers 401 to no one, 403 to a client and an admin, 404 for another’s client or report', async () => {
    const panel = { takenOn: day(-2), values: [{ code: 'tsh', value: 2, unit: 'µIU/mL' }] };
    expect((await call('POST', url(), {}, panel)).statusCode).toBe(401);
    expect((await call('POST', url(), heads.herself, panel)).statusCode).toBe(403);
    expect((await call('POST', url(), as.admin.headers, panel)).statusCode).toBe(403);
    expect((await enter(panel, heads.otherNutritionist)).statusCode).toBe(404);
    expect((await enter(panel, as.nutritionist.headers, theirs.id)).statusCode).toBe(404);
    const stranger = await enter({ ...panel, labReportId: 999_999 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(labMessages.reportNotFound);
  });

  it('lets her nutritionist delete a value entered by mistake, audited with what it was; anyone else 404', async () => {
    const [entered] = (
      await enter({ takenOn: day(-3), values: [{ code: 'alt', value: 52, unit: 'U/L' }] })
    ).json();
    const deleteUrl = `${url()}/${entered.id}`;
    expect((await call('DELETE', deleteUrl, heads.otherNutritionist)).statusCode).toBe(404);
    expect((await call('DELETE', deleteUrl, heads.herself)).statusCode).toBe(403);
    const deleted = await call('DELETE', deleteUrl, as.nutritionist.headers);
    expect(deleted.json()).toEqual({ message: labMessages.resultDeleted });
    const audits = await auditRows('labResult', entered.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await call('DELETE', deleteUrl, as.nutritionist.headers)).statusCode).toBe(404);
  });

  it('marks her report read once, and a second time is 409', async () => {
    const readUrl = `/api/clients/${mine.id}/lab-reports/${report.id}/read`;
    expect((await call('POST', readUrl, heads.otherNutritionist)).statusCode).toBe(404);
    const read = await call('POST', readUrl, as.nutritionist.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: report.id, status: 'read', fileName: 'report.pdf' });
    expect((await call('POST', readUrl, as.nutritionist.headers)).statusCode).toBe(409);
  });

  it('refuses her nutritionist’s new values after she withdrew consent (409)', async () => {
    await app.db
      .update(t.users)
      .set({ consentWithdrawnAt: fromNow(0) })
      .where(eq(t.users.id, mine.id));
    const late = await enter({
      takenOn: day(-4),
      values: [{ code: 'tsh', value: 3, unit: 'µIU/mL' }],
    });
    expect(late.statusCode).toBe(409);
    await app.db.update(t.users).set({ consentWithdrawnAt: null }).where(eq(t.users.id, mine.id));
  });
});
