import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { NoteTemplatesCard } from './note-templates-card.tsx';

startMockApi();

const PATH = '/note-templates';
const show = () => renderScreen(<NoteTemplatesCard />, { role: 'nutritionist' });
const pcos = {
  id: 1,
  name: 'PCOS follow-up',
  assessment: 'Cycle',
  diagnosis: 'Inconsistent carbohydrate intake',
  intervention: 'Protein',
  monitoring: 'Weight',
};

describe('the practice’s note templates', () => {
  itShowsReadStates({
    path: PATH,
    show,
    loading: { status: 'Loading the note templates' },
    empty: { answer: [], says: 'No templates yet. Add one to start notes from it.' },
    failed: { says: 'Could not load the note templates' },
  });

  it('retires a template only after she confirms', async () => {
    answer('get', PATH, [pcos]);
    const sent: unknown[] = [];
    apiServer.use(
      http.put('*/api/note-templates/1', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(pcos);
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Retire template PCOS follow-up' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire PCOS follow-up?' });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ retired: true })]));
  });
});
