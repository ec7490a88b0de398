import type { ContactPreferences, OUTBOX_KINDS } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Executor } from '#api/db/client.ts';
import { preferencesOf } from './contact-preferences.repository.ts';

type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Where a message to her may go: her text channel (or none), and whether email may. */
export interface ClientRoute {
  text: 'whatsapp' | 'sms' | null;
  /** Her email switch; see `emailAllowed` for the emails that ignore it. */
  email: boolean;
}

/**
 * The kinds her email switch governs: what we choose to send her (nudges, check-ins,
 * reminders, renewals, form requests). Everything else by email — her account, security,
 * privacy, invoices, a session's confirmation and its .ics — is owed to her or asked for by
 * her and goes whatever the switch says (decision 033).
 */
const EMAIL_SWITCH_KINDS: ReadonlySet<OutboxKind> = new Set([
  'reminder',
  'renewal',
  'formRequest',
  'checkIn',
  'journalNudge',
  'missedSession',
  'retestDue',
]);

/** Whether an email of this kind may go to her under her choices. */
export const emailAllowed = (route: ClientRoute, kind: OutboxKind): boolean =>
  route.email || !EMAIL_SWITCH_KINDS.has(kind);

/**
 * Her text channel (issue 36): WhatsApp when she allows it and the practice can deliver
 * it, else SMS on the same terms, else none — a text that cannot be delivered would only
 * wait in the outbox for ever.
 */
export function routeOf(
  preferences: Pick<ContactPreferences, 'whatsapp' | 'sms' | 'email'>,
  canDeliver: AppDeps['outbox']['canDeliver'],
): ClientRoute {
  const text =
    preferences.whatsapp && canDeliver('whatsapp')
      ? 'whatsapp'
      : preferences.sms && canDeliver('sms')
        ? 'sms'
        : null;
  return { text, email: preferences.email };
}

/** Her route, read from her saved choices (the defaults when she saved none). */
export async function clientRoute(
  deps: Pick<AppDeps, 'outbox'>,
  db: Executor,
  clientId: number,
): Promise<ClientRoute> {
  return routeOf(await preferencesOf(db, clientId), deps.outbox.canDeliver);
}

/** Her saved choices (the defaults when she saved none): channels, quiet hours and zone. */
export const clientPreferences = (db: Executor, clientId: number) => preferencesOf(db, clientId);
