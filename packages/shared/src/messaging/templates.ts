import { z } from 'zod';

/**
 * Our message kinds that may reach a client outside WhatsApp's 24-hour window, each sent
 * as the practice's approved template (WhatsApp) or DLT-registered template (SMS). A
 * template's variables are filled in this order ({{1}}, {{2}} …), so the admin's settings
 * page can say what each kind's template must take.
 */
export const TEMPLATE_PARAMS = {
  bookingConfirmed: ['name', 'when', 'nutritionist'],
  bookingRescheduled: ['name', 'when', 'nutritionist'],
  bookingCancelled: ['name', 'when'],
  reminder: ['name', 'when', 'link'],
  renewal: ['name', 'package', 'until', 'link'],
  formRequest: ['name', 'form', 'link'],
  checkIn: ['name', 'link'],
  journalNudge: ['name', 'days', 'link'],
  missedSession: ['name', 'when', 'link'],
  retestDue: ['name', 'test', 'link'],
  // Texts a person did not write first to us either: a package to pay, a progress report,
  // and the payment link a visitor asked for on /pay (she has no account, so no name).
  // Each takes its text's own values in their order, so one DLT template fits the words.
  paymentLink: ['package', 'from', 'amount', 'link'],
  reportReady: ['from', 'to', 'link'],
  paymentRequest: ['plan', 'amount', 'link', 'reference'],
} as const satisfies Record<string, readonly string[]>;
export type TemplateKind = keyof typeof TEMPLATE_PARAMS;
export const TEMPLATE_KINDS = Object.keys(TEMPLATE_PARAMS) as TemplateKind[];

const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, 'A template name has lower-case letters, digits and _ only.');
/** WhatsApp's language codes: en, en_US, hi … */
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Give a language code such as en or hi.');
/** A DLT template id: 19 digits as TRAI's portals issue them (some providers show fewer). */
const dltId = z
  .string()
  .trim()
  .regex(/^\d{10,25}$/, 'A DLT id is 10 to 25 digits.');

export const whatsappTemplateSchema = z.object({
  name: templateName,
  /** Her language's template when she reads Hindi; the same name in en otherwise. */
  languages: z.object({ en: languageCode, hi: languageCode }),
});

/**
 * What the practice registered with its providers, kept in settings (no secret in it: the
 * tokens and keys are environment variables).
 */
export const messagingSettingsSchema = z.object({
  whatsappTemplates: z.partialRecord(z.enum(TEMPLATE_KINDS), whatsappTemplateSchema),
  sms: z.object({
    /** The 6-letter header registered on DLT, e.g. NOURSH. */
    senderId: z
      .string()
      .trim()
      .regex(/^[A-Z]{6}$/, 'A sender id is 6 capital letters.')
      .nullable(),
    entityId: dltId.nullable(),
    templates: z.partialRecord(z.enum(TEMPLATE_KINDS), dltId),
  }),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const DEFAULT_MESSAGING_SETTINGS: MessagingSettings = {
  whatsappTemplates: {},
  sms: { senderId: null, entityId: null, templates: {} },
};

/** Which providers the server's environment configures (booleans only: never a credential). */
export const messagingProvidersSchema = z.object({
  whatsappCloud: z.boolean(),
  exotelSms: z.boolean(),
  /** The generic webhook (MESSENGER_WEBHOOK_URL) for the channels no provider serves. */
  webhook: z.boolean(),
});

/** The admin's messaging settings page: what is saved and which providers are configured. */
export const messagingSettingsViewSchema = z.object({
  settings: messagingSettingsSchema,
  providers: messagingProvidersSchema,
});
export type MessagingSettingsView = z.infer<typeof messagingSettingsViewSchema>;
