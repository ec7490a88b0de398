import { TEMPLATE_KINDS, type TemplateKind } from '@nourishwell/shared';
import type { Database } from '#api/db/client.ts';
import type { DltRouter } from '#api/integrations/sms-exotel.ts';
import type { WhatsAppRouter } from '#api/integrations/whatsapp-cloud.ts';
import type { Clock } from '#api/lib/clock.ts';
import * as repo from './provider-routing.repository.ts';
import { numberWindow } from './whatsapp-number-window.ts';

const templateKind = (kind: string | undefined): TemplateKind | undefined =>
  TEMPLATE_KINDS.find((k) => k === kind);

/**
 * How a WhatsApp row goes (decision 032): as the template the practice mapped to its kind,
 * in her language (Hindi when she reads Hindi), or as free-form text while the number's
 * 24-hour window is open (a client's, or an enquiry's: issue 36). Given to the Cloud API
 * transport where the app is put together.
 */
export function whatsAppRouter(db: Database, clock: Clock): WhatsAppRouter {
  return async (message) => {
    const [settings, client] = await Promise.all([
      repo.messagingSettings(db),
      repo.textClient(db, message.clientId, message.recipient),
    ]);
    const kind = templateKind(message.kind);
    const mapped = kind ? settings.whatsappTemplates[kind] : undefined;
    const language = client?.language === 'hi' ? 'hi' : 'en';
    if (mapped)
      // A template goes whatever the window says (integrations/whatsapp-cloud.ts): no need
      // to read the number's last messages for every reminder.
      return {
        template: { name: mapped.name, language: mapped.languages[language] },
        windowOpen: false,
      };
    const window = await numberWindow(clock, db, message.recipient, client?.id);
    return { template: null, windowOpen: window.open };
  };
}

/** The DLT sender id, entity id and the row's kind's template id (decision 032). */
export function dltRouter(db: Database): DltRouter {
  return async (message) => {
    const { sms } = await repo.messagingSettings(db);
    const kind = templateKind(message.kind);
    return {
      senderId: sms.senderId,
      entityId: sms.entityId,
      templateId: (kind && sms.templates[kind]) ?? null,
    };
  };
}
