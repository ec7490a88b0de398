import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@nourishwell/shared';
import { threadItems } from './thread-layout.ts';

const message = (id: number, sentAt: string, senderId: number): ChatMessage => ({
  id,
  senderId,
  receiverId: senderId === 1 ? 2 : 1,
  content: `m${id}`,
  sentAt,
  readAt: null,
  channel: 'app',
});

describe('threadItems', () => {
  it('puts the oldest first with a separator per day in the viewer’s zone, and marks hers', () => {
    const newestFirst = [
      message(3, '2026-11-23T05:00:00Z', 2),
      message(2, '2026-11-22T19:00:00Z', 1), // 23 Nov 00:30 in India
      message(1, '2026-11-20T06:00:00Z', 1),
    ];
    const items = threadItems(newestFirst, 1, new Date('2026-11-23T08:00:00Z'), 'Asia/Kolkata');
    expect(items.map((i) => (i.kind === 'day' ? i.label : `${i.message.id}:${i.mine}`))).toEqual([
      '20 Nov 2026',
      '1:true',
      'Today',
      '2:true',
      '3:false',
    ]);
  });

  it('says Yesterday for the day before today', () => {
    const items = threadItems(
      [message(1, '2026-11-22T06:00:00Z', 2)],
      1,
      new Date('2026-11-23T06:00:00Z'),
      'UTC',
    );
    expect(items[0]).toMatchObject({ kind: 'day', label: 'Yesterday' });
  });
});
