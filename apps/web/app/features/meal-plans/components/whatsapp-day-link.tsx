import { MessageCircle } from 'lucide-react';
import { dayText, whatsAppLink, type PlanDayView } from '@nourishwell/shared';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { weekdayIn } from './weekday-name.ts';

/**
 * "Send on WhatsApp" for one day of a plan: wa.me with the day as text, ready to send.
 * The client sends it to whoever she likes; her nutritionist passes the client's phone.
 */
export function WhatsAppDayLink({
  day,
  phone,
  compact = false,
}: {
  day: PlanDayView;
  phone?: string | null;
  /** Shows only "WhatsApp" (in a table row that already names the day); it is read in full. */
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <a
      href={whatsAppLink(dayText(day), phone)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-100"
    >
      <MessageCircle aria-hidden size={18} className="text-emerald-700" />
      <span>
        <span className={compact ? 'sr-only' : undefined}>
          {t('planWeek.sendDay', { day: weekdayIn(locale, day.day) })}
        </span>{' '}
        {t('planWeek.whatsApp')} <span className="sr-only">{t('planWeek.newTab')}</span>
      </span>
    </a>
  );
}
