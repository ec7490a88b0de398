import { afterQuietHours } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import { isoDateFromToday } from '#api/lib/dates.ts';
import { textsForPerson } from '#api/lib/i18n.ts';
import type { Executor } from '#api/db/client.ts';
import { automationRulesOf } from '#api/modules/automation/automation.service.ts';
import { clientPreferences, routeOf } from '#api/modules/notifications/client-channels.ts';
import { inReminderHours, queueEmailAndText } from '#api/modules/notifications/reminder-texts.ts';
import {
  claimReminder,
  endingPackages,
  type EndingPackage,
} from './renewal-reminders.repository.ts';

export type RenewalDeps = Pick<AppDeps, 'config' | 'clock' | 'db' | 'outbox' | 'log'>;

/**
 * From how many days before its last day each reminder may go: the week's reminder within
 * the last 7 days (a day the server was down does not lose it), the last day's on the day.
 */
const WHEN = { week: [1, 7], lastDay: [0, 0] } as const;
/**
 * Reminds a client that her package ends (issue 34): in its last week and on its last day,
 * in the practice's day hours and outside her quiet hours, by email and by her text channel
 * (WhatsApp or SMS) as she chose them, in her language, with a one-tap link to renew it. Nothing is sent when she has already bought what follows, and
 * each reminder goes once (its row is the claim), across rounds and processes. Run with the
 * session reminders; answers how many it sent.
 */
export async function sendRenewalReminders(deps: RenewalDeps, now: Date): Promise<number> {
  const zone = deps.config.defaultTimeZone;
  if (!inReminderHours(zone, now)) return 0;
  // Issue 36: the admin may switch them off with the other automatic messages.
  if (!(await automationRulesOf(deps.db)).renewal.enabled) return 0;
  let sent = 0;
  for (const [kind, [first, last]] of Object.entries(WHEN) as Array<
    [keyof typeof WHEN, readonly [number, number]]
  >) {
    const days = Array.from({ length: last - first + 1 }, (_, i) =>
      isoDateFromToday(zone, first + i, now),
    );
    sent += await deps.db.transaction(async (tx) => {
      let queued = 0;
      for (const item of await endingPackages(tx, days)) {
        if (!(await claimReminder(tx, item.purchaseId, kind))) continue;
        await queueReminder(deps, tx, item, kind, now);
        queued += 1;
      }
      return queued;
    });
  }
  if (sent > 0) deps.outbox.kick();
  return sent;
}

async function queueReminder(
  deps: RenewalDeps,
  tx: Executor,
  item: EndingPackage,
  kind: keyof typeof WHEN,
  now: Date,
) {
  // Her quiet hours hold as for the other automatic messages (issue 36): found inside
  // them, the reminder waits in the outbox until they end.
  const quiet = await clientPreferences(tx, item.clientId);
  const { t, dayInWords } = textsForPerson({ role: 'client', ...item });
  const values = {
    name: item.name,
    package: item.packageName,
    until: dayInWords(new Date(`${item.validUntil}T12:00:00Z`), 'UTC'),
    url: `${deps.config.appUrl}/dashboard/client/packages?renew=${item.purchaseId}`,
  };
  const lastDay = kind === 'lastDay';
  const route = routeOf(quiet, deps.outbox.canDeliver);
  await queueEmailAndText(
    deps,
    tx,
    { ...item, route },
    {
      kind: 'renewal',
      subject: t(
        lastDay ? 'messages.renewal.lastDaySubject' : 'messages.renewal.weekSubject',
        values,
      ),
      body: `${t(lastDay ? 'messages.renewal.lastDayBody' : 'messages.renewal.weekBody', values)}\n\n${t('messages.billing.signOff')}`,
      text: t(lastDay ? 'messages.renewal.lastDayText' : 'messages.renewal.weekText', values),
      templateParams: [values.name, values.package, values.until, values.url],
      notBefore: afterQuietHours(quiet, quiet.timeZone ?? deps.config.defaultTimeZone, now),
    },
  );
}
