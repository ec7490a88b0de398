import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { commentInputSchema, type JournalEntry } from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { NutrientLine } from '#web/components/nutrition/nutrient-line.tsx';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { savedLine } from '#web/features/journal/entry-input.ts';
import { useCommentOnEntry } from '#web/features/journal/api/client-journal-api.ts';
import { loggedAt, timeOfDay } from '#web/features/journal/journal-dates.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';

/** Her comment on one entry: sent, it shows under the entry when the journal is read again. */
function CommentForm({ entryId, onDone }: { entryId: number; onDone: () => void }) {
  const t = useT();
  const form = useApiForm(commentInputSchema, { text: '' });
  const comment = useCommentOnEntry();
  const onSubmit = form.submit(async (body) => {
    await comment.mutateAsync({ params: { entryId }, body });
    toast.success(t('journal.commented'));
    onDone();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <TextAreaField
        label={t('journal.comment')}
        rows={2}
        maxLength={1000}
        autoFocus
        {...form.field('text')}
      />
      <FormAlert message={form.failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('journal.sending') : t('journal.sendComment')}
        </Button>
      </div>
    </form>
  );
}

/** One meal she logged: what she ate, her note and photo, its totals, and the comments. */
export function JournalEntryView({ entry, dayLabel }: { entry: JournalEntry; dayLabel: string }) {
  const t = useT();
  const words = useFoodWords();
  const locale = useLocale();
  const [commenting, setCommenting] = useState(false);
  const meal = mealName(t, entry.meal);
  const name = `${meal}, ${dayLabel}`;
  return (
    <article aria-label={name} className="space-y-2 rounded-lg bg-stone-50 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-semibold text-stone-900">{meal}</h4>
        <span className="text-xs text-stone-600">
          {t('journal.loggedTime', { time: timeOfDay(entry.createdAt, locale) })}
        </span>
      </div>
      <div className="flex gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          {entry.items.length > 0 && (
            <ul className="list-disc pl-5 text-sm break-words text-stone-800">
              {entry.items.map((item, index) => (
                <li key={index}>{savedLine(words)(item)}</li>
              ))}
            </ul>
          )}
          {entry.note && <p className="text-sm break-words text-stone-700">“{entry.note}”</p>}
        </div>
        {entry.photoUrl && (
          <a href={entry.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={entry.photoUrl}
              alt={t('journal.photoOfDay', { meal: meal.toLowerCase(), day: dayLabel })}
              loading="lazy"
              className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
            />
          </a>
        )}
      </div>
      <NutrientLine totals={entry.totals} className="text-xs" />
      {entry.comments.length > 0 && (
        <ul
          aria-label={t('journal.commentsOn', { name })}
          className="space-y-1 border-l-2 border-emerald-600 pl-3"
        >
          {entry.comments.map((c) => (
            <li key={c.id} className="text-sm">
              <p className="break-words whitespace-pre-wrap text-stone-900">{c.text}</p>
              <p className="text-xs text-stone-600">
                {c.author.name} · {loggedAt(c.createdAt, locale)}
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
          aria-label={t('journal.commentOn', { name })}
          onClick={() => setCommenting(true)}
        >
          <MessageSquare aria-hidden size={16} /> {t('journal.comment')}
        </Button>
      )}
    </article>
  );
}
