import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import {
  ENQUIRY_REPLY_MAX,
  enquiryReplyInputSchema,
  type AdminEnquiry,
  type EnquiryThread,
  type EnquiryThreadItem,
} from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTimeIn, formatDayTimeIn } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { shownContent } from '#web/lib/whatsapp-content.ts';
import { enquiryThreadQuery, useReplyToEnquiry } from '../api/admin-enquiries-api.ts';
import { replyStateKeys, whoOf } from './enquiry-labels.ts';

/** One message: theirs on the left, the practice's on the right with what became of it. */
function ThreadMessage({ message }: { message: EnquiryThreadItem }) {
  const t = useT();
  const locale = useLocale();
  const when = formatDateTimeIn(locale, message.at);
  const theirs = message.direction === 'in';
  return (
    <li className={`rounded-xl px-3 py-2 ${theirs ? 'mr-8 bg-stone-100' : 'ml-8 bg-emerald-50'}`}>
      <p className="text-xs text-stone-700">
        {theirs
          ? t('adminEnquiries.thread.in', { when })
          : message.by
            ? t('adminEnquiries.thread.by', { name: message.by, when })
            : t('adminEnquiries.thread.byPractice', { when })}
      </p>
      <p className="break-words whitespace-pre-line text-stone-900">
        {theirs ? shownContent(t, { content: message.text, channel: 'whatsapp' }) : message.text}
      </p>
      {message.state && (
        <p className="mt-1">
          <Badge tone={message.state === 'failed' ? 'red' : 'grey'}>
            {t(replyStateKeys[message.state])}
          </Badge>
        </p>
      )}
    </li>
  );
}

/** The conversation, scrolled to its latest message, which is what she answers. */
function ThreadMessages({ thread }: { thread: EnquiryThread }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [thread.messages.length]);
  return (
    // Focusable so a keyboard can scroll a long conversation.
    <div
      ref={box}
      tabIndex={0}
      role="region"
      aria-label={t('adminEnquiries.thread.label')}
      className="max-h-80 overflow-y-auto rounded-lg border border-stone-200 p-2"
    >
      <ol className="space-y-2">
        {thread.messages.map((message, index) => (
          <ThreadMessage key={index} message={message} />
        ))}
      </ol>
    </div>
  );
}

/**
 * Issue 36: a WhatsApp enquiry's conversation and the reply box. WhatsApp allows a free-text
 * reply for 24 hours after their last message: the line above the box says until when (day
 * and time), and once it has closed the box is disabled and says why and what to do.
 */
export function EnquiryThreadDialog({
  enquiry,
  onClose,
}: {
  enquiry: AdminEnquiry;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const thread = useQuery(enquiryThreadQuery(enquiry.id));
  const reply = useReplyToEnquiry(enquiry.id);
  const form = useApiForm(
    enquiryReplyInputSchema,
    { text: '' },
    {
      // The window may close while she writes: say so in the screen's words.
      failureText: (error) =>
        error instanceof ApiError && error.code === 'WHATSAPP_WINDOW_CLOSED'
          ? t('adminEnquiries.thread.closedNow')
          : apiMessageOr(t('adminEnquiries.thread.sendFailed'))(error),
    },
  );
  const send = form.submit(async ({ text }) => {
    await reply.mutateAsync({ params: { id: enquiry.id }, body: { text } });
    form.reset();
    toast.success(t('adminEnquiries.thread.sent'));
  });
  const window = thread.data?.window;
  const open = window?.open === true && window.until !== null;

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('adminEnquiries.thread.title', { who: whoOf(enquiry) })}
      wide
    >
      <div className="space-y-4">
        {thread.isPending && (
          <p role="status" className="text-stone-700">
            {t('adminEnquiries.thread.loading')}
          </p>
        )}
        {thread.isError && (
          <QueryError
            message={t('adminEnquiries.thread.failed')}
            onRetry={() => void thread.refetch()}
          />
        )}
        {thread.data && (
          <>
            <ThreadMessages thread={thread.data} />
            <p
              role="status"
              className={`rounded-lg px-3 py-2 text-sm ${
                open ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'
              }`}
            >
              {open && window.until
                ? t('adminEnquiries.thread.open', {
                    until: formatDayTimeIn(locale, window.until),
                    phone: thread.data.phone,
                  })
                : t('adminEnquiries.thread.closed', { phone: thread.data.phone })}
            </p>
            <form
              noValidate
              onSubmit={send}
              className="space-y-3"
              aria-label={t('adminEnquiries.reply')}
            >
              <TextAreaField
                label={t('adminEnquiries.thread.field')}
                rows={4}
                maxLength={ENQUIRY_REPLY_MAX}
                disabled={!open}
                {...form.field('text')}
              />
              <FormAlert message={form.failure} />
              <div className="flex justify-end">
                <Button type="submit" disabled={!open || form.pending}>
                  {t(form.pending ? 'adminEnquiries.thread.sending' : 'adminEnquiries.thread.send')}
                </Button>
              </div>
            </form>
          </>
        )}
      </div>
    </Modal>
  );
}
