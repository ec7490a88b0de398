import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { aroundNode } from '#web/lib/i18n/around-node.tsx';
import {
  calendarFeedQuery,
  useRegenerateCalendarFeed,
} from '#web/features/scheduling/api/scheduling-api.ts';

/** The same feed for calendar apps that subscribe by the webcal:// scheme (Apple Calendar). */
const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** "Make a new link": asks first, since every calendar that has the old one stops updating. */
function RegenerateDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const regenerate = useRegenerateCalendarFeed();
  async function confirm() {
    try {
      await regenerate.mutateAsync({});
      toast.success(t('booking.feedRegenerated'));
      onClose();
    } catch (error) {
      toast.error(apiMessageOr(t('booking.tryAgain'))(error));
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('booking.newLinkTitle')}
      description={t('booking.newLinkWarning')}
    >
      <ConfirmActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        pending={regenerate.isPending}
        label={t('booking.makeNewLink')}
        pendingLabel={t('booking.making')}
        danger
      />
    </Modal>
  );
}

/** Her private calendar feed: copy it into Google or Apple Calendar, or make a new one. */
export function CalendarFeedCard() {
  const t = useT();
  const feed = useQuery(calendarFeedQuery());
  const [asking, setAsking] = useState(false);
  const inputId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('booking.copied'));
    } catch {
      toast.error(t('booking.copyFailed'));
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-stone-900">
        {t('booking.feedHeading')}
      </h2>
      {feed.isPending ? (
        <LoadingBlock label={t('booking.feedLoading')}>
          <Skeleton className="h-11 w-full" />
        </LoadingBlock>
      ) : feed.isError ? (
        <QueryError message={t('booking.feedFailed')} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
              {t('booking.feedLabel')}
            </label>
            <input
              id={inputId}
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
              className="block min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-900"
            />
            <p className="text-sm text-stone-600">{t('booking.feedPrivate')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden size={18} /> {t('booking.copy')}
            </Button>
            <a
              href={webcal(feed.data.url)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              <CalendarPlus aria-hidden size={18} /> {t('booking.openInApp')}
            </a>
            <Button variant="ghost" onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden size={18} /> {t('booking.makeNewLink')}
            </Button>
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            {/* The menus are named as Google's and Apple's own apps name them. */}
            <li>
              {aroundNode(
                t,
                'booking.googleHow',
                'menu',
                <strong>{t('booking.googleFromUrl')}</strong>,
              )}
            </li>
            <li>
              {aroundNode(
                t,
                'booking.appleHow',
                'menu',
                <strong>{t('booking.appleNewSubscription')}</strong>,
              )}
            </li>
          </ul>
        </>
      )}
      {asking && <RegenerateDialog onClose={() => setAsking(false)} />}
    </section>
  );
}
