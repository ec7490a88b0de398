import type { AdminEnquiry } from '@nourishwell/shared';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Breakable } from '#web/components/ui/table.tsx';
import { formatDateTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { shownContent } from '#web/lib/whatsapp-content.ts';
import { placeOf, sourceKeys, whoOf } from './enquiry-labels.ts';

/**
 * One enquiry: when it came, how, who, what they said, whether it is handled, and what
 * the admin may do (each button names the person, as a screen reader reads it alone).
 */
export function EnquiryRow({
  enquiry,
  pending,
  onMark,
  onReply,
}: {
  enquiry: AdminEnquiry;
  pending: boolean;
  onMark: (handled: boolean) => void;
  onReply: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const who = whoOf(enquiry);
  const handled = enquiry.handledAt !== null;
  const whatsapp = enquiry.source === 'whatsapp';
  return (
    <tr>
      <td className="px-3 py-2">{formatDateTimeIn(locale, enquiry.receivedAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Badge tone={whatsapp ? 'green' : 'blue'}>{t(sourceKeys[enquiry.source])}</Badge>
      </td>
      <td className="px-3 py-2">
        <span className="block font-medium text-stone-900">
          {enquiry.name ?? t('adminEnquiries.noName')}
        </span>
        <span className="block whitespace-nowrap">{enquiry.phone}</span>
        {enquiry.email && (
          <span className="block text-stone-700">
            <Breakable text={enquiry.email} />
          </span>
        )}
        {placeOf(t, enquiry).map((line) => (
          <span key={line} className="block text-stone-600">
            {line}
          </span>
        ))}
      </td>
      {/* A WhatsApp message may be long: its conversation shows it whole. */}
      <td className="min-w-48 px-3 py-2">
        <p className={`whitespace-pre-line ${whatsapp ? 'line-clamp-6' : ''}`}>
          {whatsapp
            ? shownContent(t, { content: enquiry.text, channel: 'whatsapp' })
            : enquiry.text}
        </p>
      </td>
      <td className="px-3 py-2">
        <Badge tone={handled ? 'grey' : 'amber'}>
          {t(handled ? 'adminEnquiries.state.handled' : 'adminEnquiries.state.open')}
        </Badge>
        {enquiry.handledAt && (
          <span className="mt-1 block text-stone-600">
            {enquiry.handledBy
              ? t('adminEnquiries.handledBy', {
                  name: enquiry.handledBy,
                  when: formatDateTimeIn(locale, enquiry.handledAt),
                })
              : t('adminEnquiries.handledOn', {
                  when: formatDateTimeIn(locale, enquiry.handledAt),
                })}
          </span>
        )}
        {enquiry.replies > 0 && (
          <span className="mt-1 block text-stone-600">
            {t('adminEnquiries.replies', { count: enquiry.replies })}
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="whitespace-nowrap"
            disabled={pending}
            onClick={() => onMark(!handled)}
            aria-label={t(handled ? 'adminEnquiries.reopenFor' : 'adminEnquiries.markHandledFor', {
              who,
            })}
          >
            {t(handled ? 'adminEnquiries.reopen' : 'adminEnquiries.markHandled')}
          </Button>
          {whatsapp && (
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              onClick={onReply}
              aria-label={t('adminEnquiries.replyFor', { who })}
            >
              {t('adminEnquiries.reply')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
