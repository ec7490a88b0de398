import { CloudUpload, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { journalMessages, MEAL_LABELS, messages, type JournalEntry } from '@nourishwell/shared';
import { checkPhoto, PhotoInput } from '#web/components/ui/photo-picker.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { wholeFigure } from '#web/components/nutrition/plan-days.ts';
import { useDeleteEntry, useEntryPhoto } from '#web/features/journal/api/journal-api.ts';
import { savedLine } from '#web/features/journal/entry-input.ts';
import type { WaitingEntry } from '#web/features/journal/waiting.ts';
import { mealPhotoHint, mealPhotoLimit } from './log-meal-dialog.tsx';

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
        onSuccess: () => toast.success(`Photo added to your ${meal}`),
        onError: (failure) => void toast.error(failed(failure)),
      },
    );
  };
  return (
    <PhotoInput
      label={attach.isPending ? 'Adding photo…' : 'Add a photo'}
      spokenDetail={attach.isPending ? undefined : ` of your ${meal}`}
      hint={mealPhotoHint}
      error={error}
      onPick={pick}
      quiet
    />
  );
}

/** One meal she logged: what she ate, her note and photo, and her nutritionist's comments. */
export function EntryCard({ entry }: { entry: JournalEntry }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEntry();
  const meal = MEAL_LABELS[entry.meal].toLowerCase();
  return (
    <article
      aria-label={`Your ${meal}, logged ${formatDateTime(entry.createdAt)}`}
      className="rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <Lines lines={entry.items.map(savedLine)} />
          {entry.note && <p className="break-words text-stone-700 italic">{entry.note}</p>}
          {/* Her own words carry no figures: "0 kcal" would say she ate nothing. */}
          {entry.items.some((item) => !('text' in item)) && (
            <p className="text-stone-600 tabular-nums">{wholeFigure(entry.totals.kcal)} kcal</p>
          )}
        </div>
        {entry.photoUrl && (
          <a href={entry.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={entry.photoUrl}
              alt={`Photo of your ${meal}`}
              width={80}
              height={80}
              className="h-20 w-20 rounded-lg object-cover"
            />
          </a>
        )}
      </div>
      {entry.comments.length > 0 && (
        <ul aria-label="Comments from your nutritionist" className="mt-3 space-y-2">
          {entry.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="font-semibold text-stone-900">
                {comment.author.name}{' '}
                <span className="font-normal text-stone-600">
                  · {formatDateTime(comment.createdAt)}
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
          <Trash2 aria-hidden size={16} /> Delete
          <span className="sr-only"> this {meal} entry</span>
        </button>
      </div>
      {confirming && (
        <ConfirmDeleteDialog
          title="Delete entry"
          name={`this ${meal} entry`}
          onDelete={() => remove.mutateAsync({ params: { entryId: entry.id } })}
          done={journalMessages.deleted}
          failed={messages.generic.tryAgain}
          onClose={() => setConfirming(false)}
        >
          Its photo and your nutritionist’s comments are deleted with it.
        </ConfirmDeleteDialog>
      )}
    </article>
  );
}

/** A meal logged on this phone while offline: greyed until it has been sent. */
export function WaitingEntryCard({ entry }: { entry: WaitingEntry }) {
  return (
    <article
      aria-label={`Your ${MEAL_LABELS[entry.meal].toLowerCase()}, waiting to send`}
      className="rounded-xl border border-dashed border-stone-300 bg-stone-100 p-3 text-sm opacity-80"
    >
      <Lines lines={entry.lines} />
      <p className="mt-2 inline-flex items-center gap-1.5 font-semibold text-stone-700">
        <CloudUpload aria-hidden size={16} /> Waiting to send
      </p>
    </article>
  );
}
