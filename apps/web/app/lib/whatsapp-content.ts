import type { MessageKey, Translate } from '@nourishwell/shared';

/**
 * What WhatsApp can carry besides text. The webhook stores such a message as its kind in
 * brackets, with its caption ("[image] Lunch"), since the file stays on WhatsApp
 * (whatsapp-payload.ts); the chat says it in the reader's language instead.
 */
const ATTACHMENTS: Record<string, MessageKey> = {
  image: 'chat.attachment.image',
  video: 'chat.attachment.video',
  audio: 'chat.attachment.audio',
  voice: 'chat.attachment.voice',
  document: 'chat.attachment.document',
  sticker: 'chat.attachment.sticker',
  location: 'chat.attachment.location',
  contacts: 'chat.attachment.contacts',
};

const BRACKETED = /^\[([a-z_]+)\](?: ([\s\S]*))?$/;

/**
 * A message's words as the chat shows them. Only a WhatsApp message (or, in a list's
 * preview, which does not say its channel, a known kind) is read as a placeholder: text
 * typed in the app is shown as typed.
 */
export function shownContent(
  t: Translate,
  message: { content: string; channel?: 'app' | 'whatsapp' },
): string {
  const match = BRACKETED.exec(message.content);
  if (!match || message.channel === 'app') return message.content;
  const key = ATTACHMENTS[match[1]!];
  if (!key && message.channel !== 'whatsapp') return message.content;
  const what = t(key ?? 'chat.attachment.other');
  const caption = match[2]?.trim();
  return caption
    ? t('chat.attachmentWithCaption', { what, caption })
    : t('chat.attachment', { what });
}
