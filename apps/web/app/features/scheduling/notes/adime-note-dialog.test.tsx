import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionNoteRecord } from '@nourishwell/shared';
import { answer, apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AdimeNoteDialog } from './adime-note-dialog.tsx';

startMockApi();

const NOTE = '/appointments/5/note';
const draft: SessionNoteRecord = {
  id: null,
  appointmentId: 5,
  clientId: 7,
  scheduledAt: '2026-11-15T06:00:00.000Z',
  appointmentStatus: 'completed',
  templateId: null,
  figures: { weightKg: 76.5, waistCm: 90, bmi: 29.9, labs: [], adherencePercent: 62, since: null },
  assessment: '',
  diagnoses: [],
  intervention: '',
  monitoring: '',
  nextSessionOn: null,
  summary: 'Felt well',
  signedAt: null,
  signedName: null,
  addenda: [],
};
const templates = [
  {
    id: 1,
    name: 'PCOS follow-up',
    assessment: 'Cycle since last visit',
    diagnosis: 'Inconsistent carbohydrate intake',
    intervention: 'Protein at each meal',
    monitoring: 'Weight and waist',
  },
];
const show = () =>
  renderScreen(<AdimeNoteDialog appointmentId={5} onClose={() => undefined} />, {
    role: 'nutritionist',
  });

describe('a session’s ADIME note', () => {
  it('says so when the note fails to load', async () => {
    answer('get', '/note-templates', templates);
    fail('get', NOTE);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('the session note');
  });

  it('starts from her figures and a template, and saves the draft with its PES diagnosis', async () => {
    answer('get', NOTE, draft);
    answer('get', '/note-templates', templates);
    const saved: unknown[] = [];
    apiServer.use(
      http.put(`*/api${NOTE}`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ...draft, id: 1 });
      }),
    );
    show();
    expect(await screen.findByText('76.5 kg')).toBeVisible();
    expect(screen.getByText('62%')).toBeVisible();
    fireEvent.change(await screen.findByLabelText('Template'), { target: { value: '1' } });
    expect(screen.getByLabelText('Intervention')).toHaveValue('Protein at each meal');
    expect(screen.getByLabelText('Problem 1')).toHaveValue('Inconsistent carbohydrate intake');
    fireEvent.change(screen.getByLabelText('Related to (etiology)'), {
      target: { value: 'skipped breakfasts' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      templateId: 1,
      summary: 'Felt well',
      diagnoses: [{ problem: 'Inconsistent carbohydrate intake', etiology: 'skipped breakfasts' }],
    });
  });

  it('warns that a signed note cannot be edited before it signs', async () => {
    answer('get', NOTE, draft);
    answer('get', '/note-templates', []);
    let signed = 0;
    answer('put', NOTE, { ...draft, id: 1 });
    apiServer.use(
      http.post(`*/api${NOTE}/sign`, () => {
        signed += 1;
        return HttpResponse.json({ ...draft, id: 1, signedAt: '2026-11-15T07:00:00.000Z' });
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign note' }));
    expect(screen.getByText(/A signed note cannot be edited/)).toBeVisible();
    expect(signed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(signed).toBe(1));
  });
});
