import { CloudUpload, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messages, type JournalEntry } from '@nourishwell/shared';
import { checkPhoto, PhotoInput } from '#web/components/ui/photo-picker.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { useDeleteEntry, useEntryPhoto } from '#web/features/journal/api/journal-api.ts';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { savedLine } from '#web/features/journal/entry-input.ts';
import type { WaitingEntry } from '#web/features/journal/waiting.ts';
import { loggedAt } from '#web/features/journal/journal-dates.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { mealPhotoLimit } from './log-meal-dialog.tsx';

const failed = apiMessageOr(messages.generic.tryAgain);

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="space-y-1">
      {lines.map((line, index) => (
        <li key={index} className="break-words text-stone-900">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** A photo added to a meal already logged (or again, when the first upload failed). */
function AddPhoto({ entryId, meal }: { entryId: number; meal: string }) {
  const t = useT();
  const attach = useEntryPhoto();
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File) => {
    // The size and type are checked first, so a refused file never leaves the phone.
    const problem = checkPhoto(file, mealPhotoLimit);
    setError(problem);
    if (problem) return;
    const data = new FormData();
    data.append('photo', file);
    attach.mutate(
      { params: { entryId }, body: data },
      {
        onSuccess: () => toast.success(t('journal.photoAdded', { meal })),
        onError: (failure) => void toast.error(failed(failure)),
      },
    );
  };
  return (
    <PhotoInput
      label={attach.isPending ? t('journal.addingPhoto') : t('journal.addPhoto')}
      spokenDetail={attach.isPending ? undefined : ` ${t('journal.addPhotoOf', { meal })}`}
      hint={t('journal.photoHint')}
      error={error}
      onPick={pick}
      quiet
    />
  );
}

/** One meal she logged: what she ate, her note and photo, and her nutritionist's comments. */
export function EntryCard({ entry }: { entry: JournalEntry }) {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const locale = useLocale();
  const words = useFoodWords();
  const remove = useDeleteEntry();
  const meal = mealName(t, entry.meal).toLowerCase();
  const thisEntry = t('journal.thisEntry', { meal });
  return (
    <article
      aria-label={t('journal.entryLogged', { meal, time: loggedAt(entry.createdAt, locale) })}
      className="rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <Lines lines={entry.items.map(savedLine(words))} />
          {entry.note && <p className="break-words text-stone-700 italic">{entry.note}</p>}
          {/* Her own words carry no figures: "0 kcal" would say she ate nothing. */}
          {entry.items.some((item) => !('text' in item)) && (
            <p className="text-stone-600 tabular-nums">{words.kcal(entry.totals.kcal)}</p>
          )}
        </div>
        {entry.photoUrl && (
          <a href={entry.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={entry.photoUrl}
              alt={t('journal.photoOf', { meal })}
              width={80}
              height={80}
              className="h-20 w-20 rounded-lg object-cover"
            />
          </a>
        )}
      </div>
      {entry.comments.length > 0 && (
        <ul aria-label={t('journal.commentsFrom')} className="mt-3 space-y-2">
          {entry.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="font-semibold text-stone-900">
                {comment.author.name}{' '}
                <span className="font-normal text-stone-600">
                  · {loggedAt(comment.createdAt, locale)}
                </span>
              </p>
              <p className="break-words text-stone-800">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-start justify-between gap-2">
        {entry.photoUrl ? <span /> : <AddPhoto entryId={entry.id} meal={meal} />}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden size={16} /> {t('journal.delete')}
          <span className="sr-only"> {thisEntry}</span>
        </button>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          title={t('journal.deleteEntry')}
          name={thisEntry}
          onDelete={() => remove.mutateAsync({ params: { entryId: entry.id } })}
          done={t('journal.deleted')}
          failed={messages.generic.tryAgain}
          onClose={() => setConfirming(false)}
        >
          {t('journal.deleteDetail')}
        </ConfirmDeleteDialog>
      )}
    </article>
  );
}

/** A meal logged on this phone while offline: greyed until it has been sent. */
export function WaitingEntryCard({ entry }: { entry: WaitingEntry }) {
  const t = useT();
  return (
    <article
      aria-label={t('journal.waitingEntry', { meal: mealName(t, entry.meal).toLowerCase() })}
      className="rounded-xl border border-dashed border-stone-300 bg-stone-100 p-3 text-sm opacity-80"
    >
      <Lines lines={entry.lines} />
      <p className="mt-2 inline-flex items-center gap-1.5 font-semibold text-stone-700">
        <CloudUpload aria-hidden size={16} /> {t('journal.waitingToSend')}
      </p>
    </article>
  );
}
