import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  amountText,
  commentInputSchema,
  journalMessages,
  MEAL_LABELS,
  type JournalEntry,
  type JournalItemView,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { formatDateTime, formatTime } from '#web/lib/format.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { useCommentOnEntry } from '#web/features/journal/api/client-journal-api.ts';

const itemText = (item: JournalItemView) =>
  'text' in item ? item.text : amountText(item.quantity, item.unit, item.grams, item.name);

/** Her comment on one entry: sent, it shows under the entry when the journal is read again. */
function CommentForm({ entryId, onDone }: { entryId: number; onDone: () => void }) {
  const form = useApiForm(commentInputSchema, { text: '' });
  const comment = useCommentOnEntry();
  const onSubmit = form.submit(async (body) => {
    await comment.mutateAsync({ params: { entryId }, body });
    toast.success(journalMessages.commented);
    onDone();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <TextAreaField label="Comment" rows={2} maxLength={1000} autoFocus {...form.field('text')} />
      <FormAlert message={form.failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Sending...' : 'Send comment'}
        </Button>
      </div>
    </form>
  );
}

/** One meal she logged: what she ate, her note and photo, its totals, and the comments. */
export function JournalEntryView({ entry, dayLabel }: { entry: JournalEntry; dayLabel: string }) {
  const [commenting, setCommenting] = useState(false);
  const meal = MEAL_LABELS[entry.meal];
  const name = `${meal}, ${dayLabel}`;
  return (
    <article aria-label={name} className="space-y-2 rounded-lg bg-stone-50 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-semibold text-stone-900">{meal}</h4>
        <span className="text-xs text-stone-600">Logged {formatTime(entry.createdAt)}</span>
      </div>
      <div className="flex gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          {entry.items.length > 0 && (
            <ul className="list-disc pl-5 text-sm break-words text-stone-800">
              {entry.items.map((item, index) => (
                <li key={index}>{itemText(item)}</li>
              ))}
            </ul>
          )}
          {entry.note && <p className="text-sm break-words text-stone-700">“{entry.note}”</p>}
        </div>
        {entry.photoUrl && (
          <a href={entry.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={entry.photoUrl}
              alt={`Photo of ${meal.toLowerCase()}, ${dayLabel} (opens full size)`}
              loading="lazy"
              className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
            />
          </a>
        )}
      </div>
      <NutrientLine totals={entry.totals} className="text-xs" />
      {entry.comments.length > 0 && (
        <ul
          aria-label={`Comments on ${name}`}
          className="space-y-1 border-l-2 border-emerald-600 pl-3"
        >
          {entry.comments.map((c) => (
            <li key={c.id} className="text-sm">
              <p className="break-words whitespace-pre-wrap text-stone-900">{c.text}</p>
              <p className="text-xs text-stone-600">
                {c.author.name} · {formatDateTime(c.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {commenting ? (
        <CommentForm entryId={entry.id} onDone={() => setCommenting(false)} />
      ) : (
        <Button
          variant="ghost"
          className="-ml-2"
          aria-label={`Comment on ${name}`}
          onClick={() => setCommenting(true)}
        >
          <MessageSquare aria-hidden size={16} /> Comment
        </Button>
      )}
    </article>
  );
}
