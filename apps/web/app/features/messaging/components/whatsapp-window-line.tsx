import { useQuery } from '@tanstack/react-query';
import { formatDayTimeIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { whatsappWindowQuery } from '#web/features/messaging/api/messaging-api.ts';

/**
 * Issue 36, above the nutritionist's composer: whether her reply also goes to the client's
 * WhatsApp (for 24 hours after the client wrote there) or only to the app. Nothing while
 * it loads or when it cannot be read: the send works either way.
 */
export function WhatsappWindowLine({ clientId }: { clientId: number }) {
  const t = useT();
  const locale = useLocale();
  const window = useQuery(whatsappWindowQuery(clientId));
  if (!window.data) return null;
  const { open, until } = window.data;
  return (
    <p
      role="status"
      className={`border-t px-3 py-1.5 text-xs ${
        open
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-stone-200 bg-stone-50 text-stone-700'
      }`}
    >
      {open && until
        ? t('chat.whatsappOpen', { time: formatDayTimeIn(locale, until) })
        : t('chat.whatsappClosed')}
    </p>
  );
}
