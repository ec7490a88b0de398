import type { MessagingSettings, MessagingSettingsView } from '@nourishwell/shared';
import type { AppDeps } from '#api/app-deps.ts';
import type { Actor } from '#api/modules/audit/actor.ts';
import { audit } from '#api/modules/audit/audit.repository.ts';
import * as repo from './provider-routing.repository.ts';

/** Which providers the environment configures: booleans, never a credential. */
function providers(deps: Pick<AppDeps, 'config'>): MessagingSettingsView['providers'] {
  return {
    whatsappCloud: deps.config.providers.whatsapp !== undefined,
    exotelSms: deps.config.providers.exotel !== undefined,
    webhook: deps.config.messengerWebhookUrl !== undefined,
  };
}

/** GET /admin/messaging-settings: the template names and DLT ids per kind (decision 032). */
export async function messagingSettings(deps: AppDeps): Promise<MessagingSettingsView> {
  return { settings: await repo.messagingSettings(deps.db), providers: providers(deps) };
}

/** PUT /admin/messaging-settings: the whole of it at once, audited (no secret is in it). */
export async function saveMessagingSettings(
  deps: AppDeps,
  actor: Actor,
  settings: MessagingSettings,
): Promise<MessagingSettingsView> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.messagingSettings(tx);
    await repo.saveMessagingSettings(tx, settings);
    await audit(tx, actor, 'update', 'messagingSettings', 1, { before, after: settings });
  });
  return { settings, providers: providers(deps) };
}
