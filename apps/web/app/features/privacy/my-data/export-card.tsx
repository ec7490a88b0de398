import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { privacyDataMessages as m } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/detail-list.tsx';
import { downloadFile } from '#web/lib/download.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';

/** "Download my data": everything kept about her, as JSON or as a printable page. */
export function ExportCard() {
  const [pending, setPending] = useState<'json' | 'html' | null>(null);
  const download = async (format: 'json' | 'html') => {
    setPending(format);
    try {
      await downloadFile('myExport', { query: { format } });
      toast.success(m.exportDone);
    } catch (error) {
      toast.error(apiMessageOr(m.exportFailed)(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={m.exportTitle}>
      <p className="text-stone-700">{m.exportIntro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={pending !== null} onClick={() => void download('json')}>
          {pending === 'json' ? 'Preparing…' : m.exportJson}
        </Button>
        <Button
          variant="secondary"
          disabled={pending !== null}
          onClick={() => void download('html')}
        >
          {pending === 'html' ? 'Preparing…' : m.exportHtml}
        </Button>
      </div>
    </Card>
  );
}

/** The profile page's pointer to her privacy page, where the download is. */
export function ExportLinkCard() {
  return (
    <Card title={m.exportTitle}>
      <p className="text-stone-700">
        Get a copy of everything we keep about you on{' '}
        <Link to="/dashboard/client/privacy" className="font-medium text-emerald-800 underline">
          Privacy &amp; Data
        </Link>
        .
      </p>
    </Card>
  );
}
