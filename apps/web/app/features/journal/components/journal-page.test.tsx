import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journalMessages } from '@nourishwell/shared';
import { OFFLINE_DAY_NOTE } from './journal-page.tsx';
import {
  addToOutbox,
  outboxItems,
  removeFromOutbox,
  updateOutboxItem,
} from '#web/lib/offline/outbox.ts';
import { answerJournal, showJournal } from '#web-test/journal-screen.tsx';
import {
  DAY,
  fridayPohaPlan,
  journalFor,
  pohaBreakfast,
} from '#web-test/fixtures/journal-records.ts';
import { apiServer, fail, neverAnswer, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';

startMockApi();
// The search waits for a pause in typing and the machine is shared: answers may take a while.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  for (const item of await outboxItems()) await removeFromOutbox(item.id);
});

/** Keeps the bodies PUT to `path` and never answers, so what shows is the page's own. */
function holdPuts(path: string): unknown[] {
  const sent: unknown[] = [];
  apiServer.use(
    http.put(`*/api${path}`, async ({ request }) => {
      sent.push(await request.json());
      return new Promise<never>(() => undefined);
    }),
  );
  return sent;
}

const meal = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the journal page', () => {
  it('says it is loading until the journal answers', () => {
    neverAnswer('get', '/clients/7/journal');
    showJournal();
    expect(screen.getByText('Loading journal…')).toBeInTheDocument();
  });

  it('says the journal could not load, and loads it again on Retry', async () => {
    fail('get', '/clients/7/journal');
    showJournal();
    expect(await screen.findByRole('alert')).toHaveTextContent(journalMessages.loadFailed);
    answerJournal();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Water' })).toBeInTheDocument();
  });

  it('shows an empty day: the four meals to log, no water yet, and no habits set', async () => {
    answerJournal();
    showJournal();
    await screen.findByRole('region', { name: 'Water' });
    for (const name of ['Breakfast', 'Lunch', 'Snack', 'Dinner'])
      expect(
        within(meal(name)).getByRole('button', { name: `Log ${name.toLowerCase()}` }),
      ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ate as planned/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Water' })).getByText('of 8')).toBeVisible();
    expect(screen.getByText('Your nutritionist has not set any daily habits yet.')).toBeVisible();
    expect(screen.getByText('No meal plan for this day.')).toBeVisible();
  });

  it('shows a logged meal with its items, note, photo and the nutritionist’s comment', async () => {
    answerJournal({ [DAY]: { entries: [pohaBreakfast] } });
    showJournal();
    const entry = await screen.findByRole('article', { name: /Your breakfast/ });
    expect(entry).toHaveTextContent('1 katori Poha (150 g)');
    expect(entry).toHaveTextContent('Masala chai');
    expect(entry).toHaveTextContent('Less oil than usual');
    expect(within(entry).getByRole('img', { name: 'Photo of your breakfast' })).toHaveAttribute(
      'src',
      pohaBreakfast.photoUrl,
    );
    const comments = within(entry).getByRole('list', { name: 'Comments from your nutritionist' });
    expect(comments).toHaveTextContent('Asha Rao');
    expect(comments).toHaveTextContent('Good portion. Add a few peanuts for protein.');
  });

  it('names the meal on each logged meal’s Add a photo control', async () => {
    answerJournal({
      [DAY]: {
        entries: [
          { ...pohaBreakfast, photoUrl: null },
          { ...pohaBreakfast, id: 42, meal: 'dinner', photoUrl: null },
        ],
      },
    });
    showJournal();
    expect(await screen.findByLabelText(/^Add a photo of your breakfast/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Add a photo of your dinner/)).toBeInTheDocument();
  });

  it('marks the planned meal and logs it as planned in one tap', async () => {
    answerJournal({ [DAY]: { plannedMeals: ['breakfast'] } });
    const sent = recordCalls('post', '/journal', { ...pohaBreakfast, comments: [] }, 201);
    showJournal({ plan: fridayPohaPlan });
    const breakfast = await screen.findByRole('region', { name: /^Breakfast/ });
    expect(within(breakfast).getByText('Planned')).toBeVisible();
    fireEvent.click(await within(breakfast).findByRole('button', { name: /Ate as planned/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      date: DAY,
      meal: 'breakfast',
      items: [{ recipeId: 3, quantity: 1, unit: 'katori' }],
    });
    expect((sent[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds a glass of water at once and sends the day’s count', async () => {
    answerJournal({ [DAY]: { water: 2 } });
    const sent = holdPuts('/clients/7/water/2026-11-20');
    showJournal();
    const water = await screen.findByRole('region', { name: 'Water' });
    fireEvent.click(within(water).getByRole('button', { name: 'One more glass' }));
    // Shown before the server answers (it never does here).
    await waitFor(() => expect(water).toHaveTextContent('3 of 8'));
    await waitFor(() => expect(sent).toEqual([{ glasses: 3 }]));
  });

  it('counts every fast tap on water, with no read landing between them', async () => {
    // A server that keeps the count, so a read between taps would show an older one.
    let stored = 2;
    let reads = 0;
    const sent: number[] = [];
    apiServer.use(
      http.get('*/api/clients/7/journal', ({ request }) => {
        reads += 1;
        const url = new URL(request.url);
        const range = [url.searchParams.get('from')!, url.searchParams.get('to')!] as const;
        return HttpResponse.json(journalFor(...range, { [DAY]: { water: stored } }));
      }),
      http.put('*/api/clients/7/water/2026-11-20', async ({ request }) => {
        stored = ((await request.json()) as { glasses: number }).glasses;
        sent.push(stored);
        return HttpResponse.json({ date: DAY, glasses: stored });
      }),
    );
    showJournal();
    const water = await screen.findByRole('region', { name: 'Water' });
    const more = within(water).getByRole('button', { name: 'One more glass' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() => expect(sent).toEqual([3, 4, 5]));
    await waitFor(() => expect(reads).toBe(2));
    expect(water).toHaveTextContent('5 of 8');
  });

  it('marks a habit done in one tap', async () => {
    answerJournal({
      [DAY]: { habits: [{ id: 5, title: '20-minute walk after dinner', done: false }] },
    });
    const sent = holdPuts('/clients/7/habits/5/2026-11-20');
    showJournal();
    const habit = await screen.findByRole('switch', { name: '20-minute walk after dinner' });
    expect(habit).not.toBeChecked();
    fireEvent.click(habit);
    await waitFor(() => expect(habit).toBeChecked());
    await waitFor(() => expect(sent).toEqual([{ done: true }]));
  });

  it('deletes her entry only after she confirms', async () => {
    answerJournal({ [DAY]: { entries: [pohaBreakfast] } });
    const sent = recordCalls('delete', '/journal/11', { message: journalMessages.deleted });
    showJournal();
    const entry = await screen.findByRole('article', { name: /Your breakfast/ });
    fireEvent.click(within(entry).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete entry' });
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a meal logged offline on the phone, greyed as waiting to send', async () => {
    answerJournal({ [DAY]: { plannedMeals: ['breakfast'] } });
    apiServer.use(http.post('*/api/journal', () => HttpResponse.error()));
    showJournal({ plan: fridayPohaPlan });
    const breakfast = await screen.findByRole('region', { name: /^Breakfast/ });
    fireEvent.click(await within(breakfast).findByRole('button', { name: /Ate as planned/ }));
    const waiting = await screen.findByRole('article', { name: 'Your breakfast, waiting to send' });
    expect(waiting).toHaveTextContent('1 katori Poha (150 g)');
    expect(screen.getByText('1 waiting to send')).toBeVisible();
    const [item] = await outboxItems();
    // Named, should the server refuse it once sent: "Your breakfast of 20 Nov could not…".
    expect(item).toMatchObject({
      name: 'logJournalEntry',
      userId: 7,
      label: 'your breakfast of 20 Nov',
    });
  });

  it('moves between days but never past today', async () => {
    answerJournal();
    showJournal({ date: '2026-11-24' });
    expect(await screen.findByRole('heading', { name: /^Today/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: /^Yesterday/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });
});

describe('a write the phone gave up sending', () => {
  it('shows as could not be sent, named, and goes when she discards it', async () => {
    answerJournal();
    const { id } = await addToOutbox({
      name: 'setWater',
      input: { params: { clientId: 7, date: DAY }, body: { glasses: 3 } },
      userId: 7,
      invalidates: ['clientJournal'],
      label: 'your water of 20 Nov',
    });
    await updateOutboxItem(id, (item) => ({ ...item, failures: 5, setAside: true }));
    showJournal();
    const list = await screen.findByRole('list', { name: 'Could not be sent' });
    expect(list).toHaveTextContent('Your water of 20 Nov: Could not be sent');
    expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Discard your water of 20 Nov' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Could not be sent' })).toBeNull(),
    );
    expect(await outboxItems()).toEqual([]);
  });
});

describe('the journal page opened without a connection', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false));
  afterEach(() => vi.restoreAllMocks());

  it('shows an empty day she can log on, with a note that it fills in once online', async () => {
    const sent = holdPuts('/clients/7/water/2026-11-20');
    showJournal();
    expect(await screen.findByText(OFFLINE_DAY_NOTE)).toBeVisible();
    expect(screen.queryByText('Loading journal…')).not.toBeInTheDocument();
    expect(within(meal('Dinner')).getByRole('button', { name: 'Log dinner' })).toBeVisible();
    const water = screen.getByRole('region', { name: 'Water' });
    fireEvent.click(within(water).getByRole('button', { name: 'One more glass' }));
    await waitFor(() => expect(water).toHaveTextContent('1 of 8'));
    const [item] = await outboxItems();
    expect(item).toMatchObject({
      name: 'setWater',
      input: { body: { glasses: 1 } },
      label: 'your water of 20 Nov',
    });
    expect(sent).toEqual([]);
  });
});
