import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { privacyDataMessages as m, type AuditRow } from '@nourishwell/shared';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AuditPanel } from './audit-panel.tsx';

startMockApi();

const row = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-20T04:30:00.000Z',
  actorId: 2,
  actorName: 'Asha Rao',
  actorRole: 'nutritionist',
  action: 'read',
  entity: 'assessment',
  entityId: null,
  subjectId: 5,
  subjectName: 'Meera Iyer',
  fields: [],
  ip: '10.0.0.1',
  ...over,
});

const people = [{ id: 5, name: 'Meera Iyer', role: 'client' }];

describe('the admin audit log', () => {
  itShowsReadStates({
    path: '/admin/audit',
    show: () => renderScreen(<AuditPanel />, { role: 'admin' }),
    otherReads: () => answer('get', '/admin/audit/people', people),
    loading: 'Loading…',
    empty: { answer: [], headers: { 'X-Total-Count': '0' }, says: m.auditEmpty },
    failed: { says: m.auditFailed },
  });

  it('offers each kind of record once, in words, without its stored names', async () => {
    answer('get', '/admin/audit/people', people);
    answer('get', '/admin/audit', [], { headers: { 'X-Total-Count': '0' } });
    renderScreen(<AuditPanel />, { role: 'admin' });
    const record = await screen.findByLabelText('Record');
    const options = within(record)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([...new Set(options)]);
    expect(options).toEqual(expect.arrayContaining(['All records', 'Meal plan', 'Goals']));
    for (const option of options) expect(option).not.toMatch(/[()_]|[a-z][A-Z]/);
  });

  it('shows every column and asks again with the chosen person and record', async () => {
    const asked: string[] = [];
    answer('get', '/admin/audit/people', people);
    apiServer.use(
      http.get('*/api/admin/audit', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([row(1, { fields: ['meals'], entity: 'meal_plan' })], {
          headers: { 'X-Total-Count': '1' },
        });
      }),
    );
    renderScreen(<AuditPanel />, { role: 'admin' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Asha Rao');
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Asha RaoNutritionistreadMeal planMeera Iyermeals10\.0\.0\.1/);
    fireEvent.change(await screen.findByLabelText('Person'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'meal_plan' } });
    await waitFor(() => expect(asked.at(-1)).toContain('person=5'));
    await waitFor(() => expect(asked.at(-1)).toContain('type=meal_plan'));
  });
});
