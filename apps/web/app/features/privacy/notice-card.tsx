import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/detail-list.tsx';
import { useMessages, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';

/** The first card of every privacy page: what the notice is and where to read it. */
export function NoticeCard({ children }: { children?: ReactNode }) {
  const t = useT();
  const messages = useMessages();
  return (
    <Card title={t('privacy.notice.title')}>
      <p className="text-stone-700">
        {/* The link sits where each language puts it in the sentence. */}
        {sayRich(messages, 'privacy.notice.text', {
          link: (
            <Link to="/privacy" className="font-medium text-emerald-800 underline">
              {t('privacy.notice.link')}
            </Link>
          ),
        })}
      </p>
      {children}
    </Card>
  );
}
