import { MessageCircle } from 'lucide-react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { siteConfig } from '#web/lib/site-config.ts';

/**
 * The public pages' floating chat link: opens a WhatsApp conversation with the practice. On
 * a phone it waits until the visitor scrolls, so it never covers the hero's calls to action:
 * `appear-after-scroll` in app.css does that without script.
 */
export function WhatsAppLink() {
  const t = useT();
  return (
    <a
      href={siteConfig.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('public.whatsapp')}
      className="appear-after-scroll fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg ring-4 ring-white hover:bg-emerald-700"
    >
      <MessageCircle aria-hidden size={28} />
    </a>
  );
}
