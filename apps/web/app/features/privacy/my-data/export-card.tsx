import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useMessages, useT } from '#web/lib/i18n/i18n.tsx';
import { sayRich } from '#web/lib/i18n/island-texts.tsx';

/** "Download my data": everything kept about her, as JSON or as a printable page. */
export function ExportCard() {
  const t = useT();
  const [pending, setPending] = useState<'json' | 'html' | null>(null);
  const download = async (format: 'json' | 'html') => {
    setPending(format);
    try {
      await downloadFile('myExport', { query: { format } });
      toast.success(t('privacy.export.done'));
    } catch (error) {
      toast.error(apiMessageOr(t('privacy.export.failed'))(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={t('privacy.export.title')}>
      <p className="text-stone-700">{t('privacy.export.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={pending !== null} onClick={() => void download('json')}>
          {pending === 'json' ? t('privacy.export.preparing') : t('privacy.export.json')}
        </Button>
        <Button
          variant="secondary"
          disabled={pending !== null}
          onClick={() => void download('html')}
        >
          {pending === 'html' ? t('privacy.export.preparing') : t('privacy.export.html')}
        </Button>
      </div>
    </Card>
  );
}

/** The profile page's pointer to her privacy page, where the download is. */
export function ExportLinkCard() {
  const t = useT();
  const messages = useMessages();
  return (
    <Card title={t('privacy.export.title')}>
      <p className="text-stone-700">
        {/* The link sits where each language puts it in the sentence; named as her menu names the page. */}
        {sayRich(messages, 'privacy.export.where', {
          link: (
            <Link to="/dashboard/client/privacy" className="font-medium text-emerald-800 underline">
              {t('shell.nav.privacyData')}
            </Link>
          ),
        })}
      </p>
    </Card>
  );
}
