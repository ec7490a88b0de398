import { messagingSettingsSchema, messagingSettingsViewSchema } from '../messaging/templates.ts';
import { defineEndpoints } from './endpoint.ts';

const admin = {
  tags: ['notifications'],
  access: ['admin'],
  errors: [400, 401, 403],
} as const;

/** Issue 36: the practice's WhatsApp template names and DLT ids per message kind (decision 032). */
export const messagingSettingsEndpoints = defineEndpoints({
  messagingSettings: {
    ...admin,
    method: 'GET',
    path: '/admin/messaging-settings',
    summary:
      'The WhatsApp templates and SMS DLT ids per message kind, and the configured providers',
    response: messagingSettingsViewSchema,
  },
  saveMessagingSettings: {
    ...admin,
    method: 'PUT',
    path: '/admin/messaging-settings',
    summary: 'Change the WhatsApp template names and the SMS sender, entity and template ids',
    body: messagingSettingsSchema,
    response: messagingSettingsViewSchema,
  },
});
