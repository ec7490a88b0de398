import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages, schedulingMessages } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmActions } from '#web/components/ui/dialog-actions.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { LoadingBlock, Skeleton } from '#web/components/ui/skeleton.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import {
  calendarFeedQuery,
  useRegenerateCalendarFeed,
} from '#web/features/scheduling/api/scheduling-api.ts';

const feedFailed = 'Could not load your calendar link. Please try again.';

/** The same feed for calendar apps that subscribe by the webcal:// scheme (Apple Calendar). */
const webcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** "Make a new link": asks first, since every calendar that has the old one stops updating. */
function RegenerateDialog({ onClose }: { onClose: () => void }) {
  const regenerate = useRegenerateCalendarFeed();
  async function confirm() {
    try {
      await regenerate.mutateAsync({});
      toast.success(schedulingMessages.feedRegenerated);
      onClose();
    } catch (error) {
      toast.error(apiMessageOr(messages.generic.tryAgain)(error));
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Make a new calendar link?"
      description="The old link stops working: calendars that use it no longer get your sessions until you add the new one."
    >
      <ConfirmActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        pending={regenerate.isPending}
        label="Make a new link"
        pendingLabel="Making…"
        danger
      />
    </Modal>
  );
}

/** Her private calendar feed: copy it into Google or Apple Calendar, or make a new one. */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const [asking, setAsking] = useState(false);
  const inputId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy; select the link and copy it yourself.');
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-stone-900">
        Add your sessions to your calendar
      </h2>
      {feed.isPending ? (
        <LoadingBlock label="Loading your calendar link…">
          <Skeleton className="h-11 w-full" />
        </LoadingBlock>
      ) : feed.isError ? (
        <QueryError message={feedFailed} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
              Your private calendar link
            </label>
            <input
              id={inputId}
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
              className="block min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 text-sm text-stone-900"
            />
            <p className="text-sm text-stone-600">
              Anyone with this link can see your session times; keep it to yourself.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden size={18} /> Copy
            </Button>
            <a
              href={webcal(feed.data.url)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              <CalendarPlus aria-hidden size={18} /> Open in calendar app
            </a>
            <Button variant="ghost" onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden size={18} /> Make a new link
            </Button>
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>
              Google Calendar: Other calendars → <strong>From URL</strong>, paste the link, Add
              calendar.
            </li>
            <li>
              Apple Calendar: File → <strong>New Calendar Subscription</strong>, paste the link (or
              tap Open in calendar app on iPhone).
            </li>
          </ul>
        </>
      )}
      {asking && <RegenerateDialog onClose={() => setAsking(false)} />}
    </section>
  );
}
