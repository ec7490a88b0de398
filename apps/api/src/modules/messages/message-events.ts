import type { UserEvent } from '#api/lib/event-bus.ts';

/** A stored message concerns both people: the other one's screen and the sender's other tabs. */
export function messageEvents(message: {
  id: number;
  senderId: number;
  receiverId: number;
  sentAt: Date;
}): UserEvent[] {
  const data = {
    id: message.id,
    senderId: message.senderId,
    receiverId: message.receiverId,
    sentAt: message.sentAt.toISOString(),
  };
  return [
    { userId: message.receiverId, type: 'message', data },
    { userId: message.senderId, type: 'message', data },
  ];
}

/** `reader` has read what `from` sent: the sender sees it read, the reader's other tabs clear. */
export function readEvents(reader: number, from: number): UserEvent[] {
  const data = { reader, from };
  return [
    { userId: from, type: 'read', data },
    { userId: reader, type: 'read', data },
  ];
}
