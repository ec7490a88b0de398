import { DEFAULT_AUTOMATION_RULES, type AutomationRules } from '@nourishwell/shared';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import * as t from '#api/db/schema/index.ts';
import { saveRules } from '#api/modules/automation/automation.repository.ts';
import { capturingTransport } from '../helpers/build-test-app.ts';
import { createUser } from '../helpers/factories.ts';
import { isoDateFromToday } from '../helpers/test-clock.ts';
import { notifyDeps } from '../scheduling/notify-fixtures.ts';

export const ZONE = 'Asia/Kolkata';

/** Every rule off: a test switches on the one it is about. */
export const ALL_OFF: AutomationRules = {
  ...DEFAULT_AUTOMATION_RULES,
  checkIn: { ...DEFAULT_AUTOMATION_RULES.checkIn, enabled: false },
  journalNudge: { enabled: false, days: 4 },
  missedSession: { enabled: false },
  retestDue: { enabled: false },
  renewal: { enabled: true },
};

export const useRules = (db: Database, rules: Partial<AutomationRules>) =>
  saveRules(db, { ...ALL_OFF, ...rules });

/** Deps whose outbox can deliver every channel (WhatsApp is then her text channel). */
export const allChannels = (db: Database) =>
  notifyDeps(db, [capturingTransport(['email', 'sms', 'whatsapp']).transport]);

let phones = 0;

/** A client of `nutritionistId` (or of none) with an Indian mobile. */
export async function clientOf(db: Database, nutritionistId: number | null, name: string) {
  const client = await createUser(db, 'client', { name });
  phones += 1;
  await db
    .update(t.clients)
    .set({ nutritionistId, phone: `98450${String(10_000 + phones).slice(-5)}` })
    .where(eq(t.clients.id, client.id));
  return client;
}

/** A journal entry `daysAgo` days before today in India. */
export async function journalEntry(db: Database, clientId: number, daysAgo: number) {
  await db
    .insert(t.journalEntries)
    .values({ clientId, date: isoDateFromToday(ZONE, -daysAgo), meal: 'lunch', note: 'Dal' });
}

/** Her outbox rows of one kind. */
export const rowsOf = (db: Database, clientId: number, kind: string) =>
  db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.clientId, clientId), like(t.outbox.dedupeKey, `${kind}:%`)));

/** A package she bought, valid from `from` to `until` days from today. */
export async function purchase(db: Database, clientId: number, from: number, until: number) {
  const [item] = await db
    .insert(t.packages)
    .values({
      name: 'Silver Plan',
      durationWeeks: 4,
      pricePaise: 99_900,
      gstRate: 18,
      sacCode: '999319',
    })
    .returning({ id: t.packages.id });
  await db.insert(t.purchases).values({
    clientId,
    packageId: item!.id,
    packageName: 'Silver Plan',
    taxablePaise: 99_900,
    gstRate: 18,
    totalPaise: 117_882,
    sacCode: '999319',
    status: 'active',
    validFrom: isoDateFromToday(ZONE, from),
    validUntil: isoDateFromToday(ZONE, until),
  });
}
