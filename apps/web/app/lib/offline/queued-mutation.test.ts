import 'fake-indexeddb/auto';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, startMockApi } from '#web-test/screen.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveSession } from '#web/lib/session.ts';
import { outboxItems, removeFromOutbox, type OutboxItem } from './outbox.ts';
import {
  apiQueuedMutation,
  dropText,
  isQueued,
  sendItem,
  sendWaitingWrites,
  type QueuedInput,
} from './queued-mutation.ts';
import { sendOutbox, UNEXPECTED_FAILURES_MAX } from './send-outbox.ts';
import { useSendWaitingWrites } from './use-send-waiting.ts';

startMockApi();

const MEERA = 7;
const ARJUN = 8;

/** Every water write the server got, as `date: glasses`, in the order it got them. */
let received: string[] = [];
/** What the water address does now: answer, refuse, or not be reached at all. */
let water: 'answer' | 'refuse' | 'down' | 'unavailable' | 'slow' = 'answer';

beforeEach(async () => {
  for (const item of await outboxItems()) await removeFromOutbox(item.id);
  received = [];
  water = 'answer';
  saveSession('meera-token', { email: 'meera@nourishwell.test', role: 'client' });
  apiServer.use(
    http.put('*/api/clients/:clientId/water/:date', async ({ request, params }) => {
      if (water === 'down') return HttpResponse.error();
      if (water === 'unavailable' || water === 'slow')
        return HttpResponse.json(
          { message: 'The service is briefly unavailable. Please try again.', code: 'UNAVAILABLE' },
          { status: water === 'slow' ? 504 : 503, headers: { 'retry-after': '1' } },
        );
      if (water === 'refuse')
        return HttpResponse.json(
          { message: 'Please choose a date that is not in the future.', code: 'BAD_REQUEST' },
          { status: 400 },
        );
      const { glasses } = (await request.json()) as { glasses: number };
      received.push(`${String(params.date)}: ${glasses} (client ${String(params.clientId)})`);
      return HttpResponse.json({ date: params.date, glasses });
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

const waterInput = (date: string, glasses: number, clientId = MEERA): QueuedInput<'setWater'> => ({
  params: { clientId, date },
  body: { glasses },
});

/** Runs one setWater write as `userId` would from the journal page. */
function setWater(queryClient: QueryClient, input: QueuedInput<'setWater'>, userId = MEERA) {
  const observer = new MutationObserver(
    queryClient,
    apiQueuedMutation(queryClient, 'setWater', {
      userId,
      invalidates: ['clientJournal'],
      label: ({ params }) => `your water of ${String(params.date)}`,
    }),
  );
  return observer.mutate(input);
}

describe('a write made without a connection', () => {
  it('is kept on the device for its user and resolves as queued instead of failing', async () => {
    water = 'down';
    const result = await setWater(new QueryClient(), waterInput('2026-11-20', 3));
    expect(isQueued(result)).toBe(true);
    const [item] = await outboxItems();
    expect(item).toMatchObject({
      name: 'setWater',
      input: { params: { clientId: MEERA, date: '2026-11-20' }, body: { glasses: 3 } },
      userId: MEERA,
      invalidates: ['clientJournal'],
    });
    expect(Date.parse(item!.queuedAt)).not.toBeNaN();
  });

  it('is queued without trying the network when the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const result = await setWater(new QueryClient(), waterInput('2026-11-20', 2));
    expect(isQueued(result)).toBe(true);
    expect(received).toEqual([]);
  });

  it.each([
    { state: 'unavailable', status: 503 },
    { state: 'slow', status: 504 },
  ] as const)(
    'is kept on the device when the server answers $status ($state) while its database restarts',
    async ({ state }) => {
      water = state;
      const result = await setWater(new QueryClient(), waterInput('2026-11-20', 4));
      expect(isQueued(result)).toBe(true);
      expect((await outboxItems()).map((item) => item.input)).toEqual([
        { params: { clientId: MEERA, date: '2026-11-20' }, body: { glasses: 4 } },
      ]);
    },
  );

  it('still fails when the server refuses it, and nothing is queued', async () => {
    water = 'refuse';
    await expect(setWater(new QueryClient(), waterInput('2026-11-20', 2))).rejects.toMatchObject({
      status: 400,
    });
    expect(await outboxItems()).toEqual([]);
  });
});

describe('the message for a refused waiting write', () => {
  it('names a write queued without a label as a change made offline', () => {
    const item = {
      id: 'a',
      name: 'setWater',
      input: {},
      userId: MEERA,
      queuedAt: '',
      invalidates: [],
    };
    expect(dropText(item, new ApiError(400, 'Not allowed.'))).toBe(
      'A change made offline could not be saved: Not allowed.',
    );
  });
});

describe('sending what waits', () => {
  it('gives up on a send that gets no answer, as on no connection, and keeps the write', async () => {
    water = 'down';
    await setWater(new QueryClient(), waterInput('2026-11-20', 2));
    apiServer.use(
      http.put('*/api/clients/:clientId/water/:date', () => new Promise<never>(() => undefined)),
    );
    const [item] = await outboxItems();
    await expect(sendItem(item!, 20)).rejects.toMatchObject({ status: 0 });
    // The run ends with the write kept, and frees the outbox for the next run.
    const quick = (waiting: OutboxItem) => sendItem(waiting, 20);
    expect(await sendOutbox(MEERA, quick)).toMatchObject({ sent: [], dropped: [], left: 1 });
    expect(await sendOutbox(MEERA, quick)).toMatchObject({ left: 1 });
  });

  it('sends each waiting write once, in the order it was made', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 1));
    await setWater(queryClient, waterInput('2026-11-20', 2));
    water = 'answer';
    // Two triggers at once (the online event and a new page) still send each write once.
    const [first, second] = await Promise.all([
      sendWaitingWrites(queryClient, MEERA),
      sendWaitingWrites(queryClient, MEERA),
    ]);
    expect(received).toEqual(['2026-11-20: 1 (client 7)', '2026-11-20: 2 (client 7)']);
    expect(first.sent.length + second.sent.length).toBe(2);
    expect(await outboxItems()).toEqual([]);
  });

  it('keeps a write (and those after it) when the network fails again', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 1));
    await setWater(queryClient, waterInput('2026-11-21', 4));
    const report = await sendWaitingWrites(queryClient, MEERA);
    expect(report).toMatchObject({ sent: [], dropped: [], setAside: [], left: 2 });
    expect((await outboxItems()).map((item) => item.input)).toEqual([
      waterInput('2026-11-20', 1),
      waterInput('2026-11-21', 4),
    ]);
  });

  it('drops a write the server refuses and names it and says why in a toast', async () => {
    const queryClient = new QueryClient();
    const shown = vi.spyOn(toast, 'error');
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 1));
    water = 'refuse';
    const report = await sendWaitingWrites(queryClient, MEERA);
    expect(report.dropped).toHaveLength(1);
    expect(shown).toHaveBeenCalledWith(
      'Your water of 2026-11-20 could not be saved: Please choose a date that is not in the future.',
    );
    expect(await outboxItems()).toEqual([]);
  });

  it('never sends another person’s waiting writes', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 5, ARJUN), ARJUN);
    await setWater(queryClient, waterInput('2026-11-20', 3));
    water = 'answer';
    await sendWaitingWrites(queryClient, MEERA);
    expect(received).toEqual(['2026-11-20: 3 (client 7)']);
    expect((await outboxItems()).map((item) => item.userId)).toEqual([ARJUN]);
  });

  it('stops sending when someone else signs in part way, keeping the rest for her', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 1));
    await setWater(queryClient, waterInput('2026-11-21', 2));
    water = 'answer';
    apiServer.use(
      http.put('*/api/clients/:clientId/water/:date', async ({ request, params }) => {
        received.push(
          `${String(params.date)}: ${((await request.json()) as { glasses: number }).glasses}`,
        );
        // Arjun signs in on this phone (another tab) while her first write is on its way.
        saveSession('arjun-token', { email: 'arjun@nourishwell.test', role: 'client' });
        return HttpResponse.json({ date: params.date, glasses: 1 });
      }),
    );
    const report = await sendWaitingWrites(queryClient, MEERA);
    expect(received).toEqual(['2026-11-20: 1']);
    expect(report.left).toBe(1);
  });

  it('sends a new write after the ones already waiting, so an older count never lands last', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 3));
    water = 'answer';
    const result = await setWater(queryClient, waterInput('2026-11-20', 4));
    expect(isQueued(result)).toBe(false);
    expect(received).toEqual(['2026-11-20: 3 (client 7)', '2026-11-20: 4 (client 7)']);
  });
});

describe('a waiting write that keeps failing for no known reason', () => {
  it('holds the others back for a few tries, then is set aside as not sent so they go', async () => {
    water = 'down';
    await setWater(new QueryClient(), waterInput('2026-11-20', 1));
    await setWater(new QueryClient(), waterInput('2026-11-21', 2));
    water = 'answer';
    const [broken] = await outboxItems();
    const send = (item: OutboxItem) =>
      item.id === broken!.id ? Promise.reject(new TypeError('unreadable')) : sendItem(item);
    for (let run = 1; run < UNEXPECTED_FAILURES_MAX; run += 1)
      expect(await sendOutbox(MEERA, send)).toMatchObject({ sent: [], left: 2 });
    expect(received).toEqual([]);
    const report = await sendOutbox(MEERA, send);
    expect(report.setAside.map((item) => item.id)).toEqual([broken!.id]);
    expect(received).toEqual(['2026-11-21: 2 (client 7)']);
    expect(report.left).toBe(0);
    // Still on the phone, as not sent, until she discards it.
    expect(await outboxItems()).toMatchObject([{ id: broken!.id, setAside: true, failures: 5 }]);
  });
});

describe('the sender on the dashboard', () => {
  const wrapper = (queryClient: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return createElement(QueryClientProvider, { client: queryClient }, children);
    };

  it('sends what waits when the page opens and again when the connection returns', async () => {
    const queryClient = new QueryClient();
    water = 'down';
    await setWater(queryClient, waterInput('2026-11-20', 6));
    renderHook(() => useSendWaitingWrites(MEERA), { wrapper: wrapper(queryClient) });
    await waitFor(async () => expect((await outboxItems()).length).toBe(1));
    expect(received).toEqual([]);

    water = 'answer';
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(received).toEqual(['2026-11-20: 6 (client 7)']));
    await waitFor(async () => expect(await outboxItems()).toEqual([]));
  });
});
