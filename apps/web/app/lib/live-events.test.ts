import { describe, expect, it } from 'vitest';
import { chatReads, parseEventFrames, readsFor, reconnectDelay } from './live-events.ts';

describe('parseEventFrames', () => {
  it('reads named events with JSON data and keeps an unfinished frame for later', () => {
    const { events, rest } = parseEventFrames(
      ': connected\n\nevent: message\ndata: {"id":7}\n\nevent: read\ndata: {"rea',
    );
    expect(events).toEqual([{ type: 'message', data: { id: 7 } }]);
    expect(rest).toBe('event: read\ndata: {"rea');
    expect(parseEventFrames(`${rest}der":3}\n\n`).events).toEqual([
      { type: 'read', data: { reader: 3 } },
    ]);
  });

  it('drops heartbeats and skips a frame whose data is not JSON', () => {
    expect(parseEventFrames(': heartbeat\n\ndata: not json\n\n').events).toEqual([]);
  });

  it('understands CRLF line ends and unnamed events', () => {
    expect(parseEventFrames('data: {"a":1}\r\n\r\n').events).toEqual([
      { type: 'message', data: { a: 1 } },
    ]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

describe('readsFor', () => {
  it('refreshes the chat for a message or read event, and the notices and her journal for a notification', () => {
    expect(readsFor('message')).toEqual(chatReads);
    expect(readsFor('read')).toEqual(chatReads);
    expect(readsFor('notification')).toEqual(['notifications', 'clientJournal']);
  });

  it('refreshes every live read on a reconnect and for an event it does not know', () => {
    const all = [...chatReads, 'notifications', 'clientJournal'];
    expect(readsFor(null)).toEqual(all);
    expect(readsFor('reminder')).toEqual(all);
  });
});
