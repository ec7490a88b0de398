import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { outboxItems, removeFromOutbox } from '#web/lib/offline/outbox.ts';
import { answerJournal, showJournal } from '#web-test/journal-screen.tsx';
import { DAY, pohaBreakfast } from '#web-test/fixtures/journal-records.ts';
import { poha } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, apiServer, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';

startMockApi();
// The search waits for a pause in typing and the machine is shared: answers may take a while.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  for (const item of await outboxItems()) await removeFromOutbox(item.id);
  answerJournal();
});

const saved = { ...pohaBreakfast, id: 21, photoUrl: null, comments: [] };

/** Opens the breakfast dialog of the shown day. */
async function openBreakfast() {
  showJournal();
  fireEvent.click(await screen.findByRole('button', { name: 'Log breakfast' }));
  return screen.findByRole('dialog', { name: 'Log breakfast' });
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save meal' }));

describe('logging a meal', () => {
  it('logs a dish from the search with its household measure', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    const dialog = await openBreakfast();
    answer('get', '/foods', { items: [poha], total: 1 });
    const box = within(dialog).getByRole('combobox', { name: 'Search food or dish' });
    fireEvent.change(box, { target: { value: 'poh' } });
    fireEvent.mouseDown(await within(dialog).findByRole('option', { name: /Poha/ }));
    expect(within(dialog).getByRole('list', { name: 'What you ate: Breakfast' })).toHaveTextContent(
      'Poha',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Quantity of Poha/), {
      target: { value: '2' },
    });
    save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      date: DAY,
      meal: 'breakfast',
      items: [{ recipeId: 3, quantity: 2, unit: 'katori' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs what she ate in her own words when the search has no match', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    const dialog = await openBreakfast();
    fireEvent.change(within(dialog).getByLabelText('Can’t find it? Describe what you ate'), {
      target: { value: 'Idli with coconut chutney' },
    });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'At the office' },
    });
    save(dialog);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      items: [{ text: 'Idli with coconut chutney' }],
      note: 'At the office',
    });
  });

  it('asks for an item or a note before sending anything', async () => {
    const sent = recordCalls('post', '/journal', saved, 201);
    const dialog = await openBreakfast();
    save(dialog);
    expect(await within(dialog).findByText(journalMessages.itemsOrNote)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('sends a retry with the same idempotency key, so the meal is never logged twice', async () => {
    const keys: string[] = [];
    apiServer.use(
      http.post('*/api/journal', async ({ request }) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        return keys.length === 1
          ? HttpResponse.json({ message: 'Something went wrong' }, { status: 500 })
          : HttpResponse.json(saved, { status: 201 });
      }),
    );
    const dialog = await openBreakfast();
    fireEvent.change(within(dialog).getByLabelText('Can’t find it? Describe what you ate'), {
      target: { value: 'Upma' },
    });
    save(dialog);
    await within(dialog).findByRole('alert');
    save(dialog);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('uploads the chosen photo once the meal is saved', async () => {
    recordCalls('post', '/journal', saved, 201);
    const uploads: string[] = [];
    apiServer.use(
      http.post('*/api/journal/21/photo', async ({ request }) => {
        const form = await request.formData();
        uploads.push(typeof form.get('photo') === 'object' ? 'a photo' : 'no photo');
        return HttpResponse.json({ ...saved, photoUrl: '/api/journal-photos/x.jpg' });
      }),
    );
    const dialog = await openBreakfast();
    fireEvent.change(within(dialog).getByLabelText('Can’t find it? Describe what you ate'), {
      target: { value: 'Upma' },
    });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'upma.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Add a photo'), { target: { files: [file] } });
    expect(within(dialog).getByRole('img', { name: 'Photo of your breakfast' })).toBeVisible();
    save(dialog);
    await waitFor(() => expect(uploads).toEqual(['a photo']));
  });

  it('refuses a photo of 5 MB or more before anything is sent', async () => {
    const dialog = await openBreakfast();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Add a photo'), { target: { files: [big] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(journalMessages.photoSize);
  });
});
