import { describe, expect, it } from 'vitest';
import { intakeMessages } from '@nourishwell/shared';
import { bearer, loginAs } from '../helpers/factories.ts';
import { CHECK_IN, intakeSuite } from './intake-fixture.ts';

describe('the intake form builder (issue 35)', () => {
  const { app, f, call, sendCheckIn } = intakeSuite();

  it('keeps version 1 until the form changes; a change makes version 2 and a sent form keeps its version', async () => {
    const { formId, sendId } = await sendCheckIn();
    const url = `/api/intake-forms/${formId}`;
    const same = await call('PUT', url, f.as.nutritionist.headers, CHECK_IN);
    expect(same.json()).toMatchObject({ id: formId, version: 1 });
    const changed = await call('PUT', url, f.as.nutritionist.headers, {
      ...CHECK_IN,
      title: 'Weekly check-in (PCOS)',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, title: 'Weekly check-in (PCOS)' });
    const sent = await call('GET', `/api/me/intake-sends/${sendId}`, f.mineHeaders);
    expect(sent.json()).toMatchObject({ version: 1, title: 'Weekly check-in' });
  });

  it('shows a nutritionist the admin’s practice-wide forms and her own, and another nutritionist’s form is 404 to her', async () => {
    const practice = await call('POST', '/api/intake-forms', f.as.admin.headers, {
      ...CHECK_IN,
      title: 'Practice intake',
    });
    expect(practice.statusCode).toBe(201);
    expect(practice.json()).toMatchObject({ practiceWide: true, version: 1 });
    const other = bearer(await loginAs(app.app, f.other));
    const hers = await call('POST', '/api/intake-forms', other, {
      ...CHECK_IN,
      title: 'Hers only',
    });
    expect(hers.json()).toMatchObject({ practiceWide: false });
    const titles = (await call('GET', '/api/intake-forms', f.as.nutritionist.headers))
      .json<Array<{ title: string }>>()
      .map((form) => form.title);
    expect(titles).toContain('Practice intake');
    expect(titles).not.toContain('Hers only');
    const edit = await call(
      'PUT',
      `/api/intake-forms/${hers.json<{ id: number }>().id}`,
      f.as.nutritionist.headers,
      CHECK_IN,
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ message: intakeMessages.formNotFound });
  });

  it('retires a form: it stays listed as retired, cannot be sent or changed (409)', async () => {
    const { formId } = await sendCheckIn();
    const retired = await call(
      'POST',
      `/api/intake-forms/${formId}/retire`,
      f.as.nutritionist.headers,
    );
    expect(retired.statusCode).toBe(200);
    expect(retired.json<{ retiredAt: string | null }>().retiredAt).not.toBeNull();
    const send = await call(
      'POST',
      `/api/clients/${f.mine.id}/intake-sends`,
      f.as.nutritionist.headers,
      {
        formId,
      },
    );
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({ message: intakeMessages.formRetired });
    const edit = await call(
      'PUT',
      `/api/intake-forms/${formId}`,
      f.as.nutritionist.headers,
      CHECK_IN,
    );
    expect(edit.statusCode).toBe(409);
    const listed = (await call('GET', '/api/intake-forms', f.as.nutritionist.headers)).json<
      Array<{ id: number; retiredAt: string | null }>
    >();
    expect(listed.at(-1)).toMatchObject({ id: formId });
    expect(listed[0]!.retiredAt).toBeNull();
  });

  it('refuses a form without a title, a choice question with one choice, inverted bounds and a file question, with their messages', async () => {
    const q = CHECK_IN.sections[0]!.questions;
    const cases = [
      [{ ...CHECK_IN, title: 'x' }, intakeMessages.titleInvalid],
      [
        {
          ...CHECK_IN,
          sections: [{ id: 's', title: 'S', questions: [{ ...q[4]!, options: ['One'] }] }],
        },
        intakeMessages.choicesInvalid,
      ],
      [
        {
          ...CHECK_IN,
          sections: [{ id: 's', title: 'S', questions: [{ ...q[0]!, min: 10, max: 5 }] }],
        },
        intakeMessages.boundsInvalid,
      ],
      [{ ...CHECK_IN, sections: [] }, intakeMessages.sectionsInvalid],
    ] as const;
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/intake-forms', f.as.nutritionist.headers, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  it('lets no client build forms (403) and nobody unsigned (401)', async () => {
    expect((await call('GET', '/api/intake-forms', f.mineHeaders)).statusCode).toBe(403);
    expect((await call('POST', '/api/intake-forms', undefined, CHECK_IN)).statusCode).toBe(401);
  });
});
