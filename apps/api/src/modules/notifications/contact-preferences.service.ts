import { CONTACT_CHANNELS, type ContactPreferences } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import * as repo from './contact-preferences.repository.ts';

/** GET /me/contact-preferences: her channels and quiet hours (the defaults until she saves). */
export const myPreferences = (deps: AppDeps, actor: Actor): Promise<ContactPreferences> =>
  repo.preferencesOf(deps.db, actor.id);

/**
 * PUT /me/contact-preferences (issue 36). Each channel she switches is a consent given or
 * withdrawn, logged like the others (version `channel:<name>`, method `channels`), in the
 * same transaction as the change; switching one off also withholds her messages on it that
 * have not gone yet, so none reaches her after she said no.
 */
export async function saveMyPreferences(
  deps: AppDeps,
  actor: Actor,
  input: ContactPreferences,
): Promise<ContactPreferences> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.preferencesOf(tx, actor.id, true);
    await repo.savePreferences(tx, actor.id, input);
    for (const channel of CONTACT_CHANNELS) {
      if (before[channel] === input[channel]) continue;
      const given = input[channel];
      await repo.logChannelConsent(tx, { userId: actor.id, channel, given, ip: actor.ip });
      if (!input[channel]) await repo.cancelWaiting(tx, actor.id, channel);
    }
    return repo.preferencesOf(tx, actor.id);
  });
}
