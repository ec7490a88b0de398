import { createStore, get, update, type UseStore } from 'idb-keyval';
import { newKey } from './new-key.ts';

/**
 * A write made while the network was down, kept on the device until it can be sent
 * (issue 16: "queued on the device (IndexedDB) and sent when the connection returns").
 */
export interface OutboxItem {
  /** The item's own id on this device (not the server's). */
  id: string;
  /** The endpoint table entry the write calls. */
  name: string;
  /** Its `{params, query, body}` as the page gave it. */
  input: unknown;
  /** Whose write it is: it is only ever sent with that person signed in. */
  userId: number;
  queuedAt: string;
  /** The reads it changes, refreshed once it has been sent. */
  invalidates: readonly string[];
  /** What the page shows for it while it waits ("1 katori Poha (150 g)"). */
  preview?: readonly string[];
  /** What it is, to name it if the server refuses it ("your dinner of 24 Nov"). */
  label?: string;
  /** Sends that failed in a way that is neither a refusal nor a lost connection. */
  failures?: number;
  /** Given up on after too many such failures: kept, shown as not sent, until discarded. */
  setAside?: boolean;
}

// One list under one key: IndexedDB keeps the order, and `update` reads and writes it in a
// single transaction, so two tabs adding at once cannot lose an item.
const LIST_KEY = 'writes';
let store: UseStore | null = null;

/** Opened on first use: the page modules are also loaded where there is no IndexedDB. */
const outboxStore = () => (store ??= createStore('nourishwell-offline', 'outbox'));

/** Everything waiting, oldest first (every user's: the sender picks its own). */
export async function outboxItems(): Promise<OutboxItem[]> {
  return (await get<OutboxItem[]>(LIST_KEY, outboxStore())) ?? [];
}

/** What one person has waiting, oldest first. */
export async function outboxFor(userId: number): Promise<OutboxItem[]> {
  return (await outboxItems()).filter((item) => item.userId === userId);
}

export async function addToOutbox(item: Omit<OutboxItem, 'id' | 'queuedAt'>): Promise<OutboxItem> {
  const stored: OutboxItem = {
    ...item,
    id: newKey(),
    queuedAt: new Date().toISOString(),
  };
  await update<OutboxItem[]>(LIST_KEY, (list = []) => [...list, stored], outboxStore());
  return stored;
}

export async function removeFromOutbox(id: string): Promise<void> {
  await update<OutboxItem[]>(
    LIST_KEY,
    (list = []) => list.filter((item) => item.id !== id),
    outboxStore(),
  );
}

/** Changes one waiting write in place (its failures, being set aside). */
export async function updateOutboxItem(
  id: string,
  change: (item: OutboxItem) => OutboxItem,
): Promise<void> {
  await update<OutboxItem[]>(
    LIST_KEY,
    (list = []) => list.map((item) => (item.id === id ? change(item) : item)),
    outboxStore(),
  );
}
