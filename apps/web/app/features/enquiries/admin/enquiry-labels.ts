import type {
  AdminEnquiry,
  EnquirySource,
  EnquiryState,
  MessageKey,
  ReplyState,
  Translate,
} from '@nourishwell/shared';

export const sourceKeys: Record<EnquirySource, MessageKey> = {
  form: 'adminEnquiries.source.form',
  whatsapp: 'adminEnquiries.source.whatsapp',
};

export const stateKeys: Record<EnquiryState, MessageKey> = {
  open: 'adminEnquiries.state.open',
  handled: 'adminEnquiries.state.handled',
};

export const replyStateKeys: Record<ReplyState, MessageKey> = {
  waiting: 'adminEnquiries.thread.state.waiting',
  sent: 'adminEnquiries.thread.state.sent',
  delivered: 'adminEnquiries.thread.state.delivered',
  read: 'adminEnquiries.thread.state.read',
  failed: 'adminEnquiries.thread.state.failed',
};

/** Who an enquiry is from, in a few words: their name, or their number when none was given. */
export const whoOf = (enquiry: Pick<AdminEnquiry, 'name' | 'phone'>) =>
  enquiry.name ?? enquiry.phone;

/** Where the form said they are ("Kerala, India"), and the language they prefer. */
export function placeOf(t: Translate, enquiry: AdminEnquiry): string[] {
  const where = [enquiry.state, enquiry.country].filter(Boolean).join(', ');
  return [
    ...(where ? [where] : []),
    ...(enquiry.language ? [t('adminEnquiries.language', { language: enquiry.language })] : []),
  ];
}
