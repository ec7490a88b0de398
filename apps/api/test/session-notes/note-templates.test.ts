import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionNoteMessages } from '@nourishwell/shared';
import * as t from '#api/db/schema/index.ts';
import { caseloadSuite } from '../helpers/suite.ts';
import { callerOf } from './notes-fixture.ts';

const { app, as } = caseloadSuite();
const TEMPLATE = {
  name: 'Thyroid follow-up',
  assessment: 'TSH since last visit',
  diagnosis: 'Inadequate iron intake',
  intervention: 'Iron-rich foods with vitamin C',
  monitoring: 'Ferritin in 3 months',
};

describe('the practice’s ADIME note templates', () => {
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) =>
    callerOf(app, as.nutritionist)(...args);

  it('adds a template every nutritionist then starts notes from, and audits it', async () => {
    const added = await call('POST', '/api/note-templates', TEMPLATE);
    expect(added.statusCode).toBe(201);
    const listed = await call('GET', '/api/note-templates');
    expect(listed.json()).toEqual([expect.objectContaining(TEMPLATE)]);
    const rows = await app.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entity, 'note_template'));
    expect(rows).toHaveLength(1);
  });

  it('changes a template, and a retired one is no longer offered', async () => {
    const [template] = (await call('GET', '/api/note-templates')).json<Array<{ id: number }>>();
    const changed = await call('PUT', `/api/note-templates/${template!.id}`, {
      ...TEMPLATE,
      name: 'Thyroid review',
    });
    expect(changed.json()).toMatchObject({ name: 'Thyroid review' });
    await call('PUT', `/api/note-templates/${template!.id}`, { ...TEMPLATE, retired: true });
    expect((await call('GET', '/api/note-templates')).json()).toEqual([]);
  });

  it('refuses a nameless template with its message, an unknown one with 404', async () => {
    const nameless = await call('POST', '/api/note-templates', { ...TEMPLATE, name: ' ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain(sessionNoteMessages.templateNameInvalid);
    expect((await call('PUT', '/api/note-templates/999999', TEMPLATE)).statusCode).toBe(404);
  });

  it('answers 403 to a client and 401 without a token', async () => {
    expect(
      (await call('POST', '/api/note-templates', TEMPLATE, as.client.headers)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/note-templates', undefined, {})).statusCode).toBe(401);
  });
});
