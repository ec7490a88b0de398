import { automationRulesSchema } from '../messaging/automation.ts';
import { contactPreferencesInputSchema, contactPreferencesSchema } from '../messaging/channels.ts';
import { defineEndpoints } from './endpoint.ts';

/** Issue 36: her channels and quiet hours; the practice's rules for automatic messages. */
export const automationEndpoints = defineEndpoints({
  myContactPreferences: {
    method: 'GET',
    path: '/me/contact-preferences',
    tags: ['notifications'],
    access: ['client'],
    summary: 'Her channels (WhatsApp, SMS, email), quiet hours, time zone and check-in day',
    response: contactPreferencesSchema,
    errors: [401, 403],
  },
  saveMyContactPreferences: {
    method: 'PUT',
    path: '/me/contact-preferences',
    tags: ['notifications'],
    access: ['client'],
    summary:
      'Change her channels and quiet hours; each channel switched is a consent row, and switching one off cancels her waiting messages on it',
    body: contactPreferencesInputSchema,
    response: contactPreferencesSchema,
    errors: [400, 401, 403],
  },
  automationRules: {
    method: 'GET',
    path: '/admin/automation-rules',
    tags: ['notifications'],
    access: ['admin'],
    summary: 'Which automatic check-ins and nudges run, and when',
    response: automationRulesSchema,
    errors: [401, 403],
  },
  saveAutomationRules: {
    method: 'PUT',
    path: '/admin/automation-rules',
    tags: ['notifications'],
    access: ['admin'],
    summary: 'Change the practice’s rules for automatic messages',
    body: automationRulesSchema,
    response: automationRulesSchema,
    errors: [400, 401, 403],
  },
});
