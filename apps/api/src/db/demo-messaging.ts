import { TEMPLATE_KINDS, type MessagingSettings } from '@nourishwell/shared';

/** bookingConfirmed → nw_booking_confirmed: the names the demo practice "registered". */
const snake = (kind: string) => `nw_${kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/**
 * The demo practice's messaging templates (decision 032): an approved WhatsApp template in
 * English and Hindi and a DLT template id for every kind, with a made-up sender id and
 * entity id, so a demo with the providers' stand-ins (the e2e server) sends every kind.
 */
export const demoMessaging: MessagingSettings = {
  whatsappTemplates: Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [kind, { name: snake(kind), languages: { en: 'en', hi: 'hi' } }]),
  ),
  sms: {
    senderId: 'NOURSH',
    entityId: '1201160000000012345',
    templates: Object.fromEntries(
      TEMPLATE_KINDS.map((kind, i) => [kind, `11071600000000${String(54300 + i)}`]),
    ),
  },
};
