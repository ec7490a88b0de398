import { X } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { toast } from 'sonner';
import {
  JOURNAL_LIMITS,
  journalEntryInputSchema,
  journalMessages,
  LIMITS,
  messages,
  type FoodSearchItem,
  type ItemView,
  type MealSlot,
} from '@nourishwell/shared';
import { Button } from '#web/components/ui/button.tsx';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { PhotoInput, usePhotoChoice } from '#web/components/ui/photo-picker.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { apiMessageOr } from '#web/lib/forms/failure-text.ts';
import { useApiForm } from '#web/lib/forms/use-api-form.ts';
import { newKey } from '#web/lib/offline/new-key.ts';
import { isQueued } from '#web/lib/offline/queued-mutation.ts';
import { PlanItemRow } from '#web/components/nutrition/plan-item-row.tsx';
import { itemFromSearch } from '#web/components/nutrition/food-item.ts';
import { useEntryPhoto, useLogEntry } from '#web/features/journal/api/journal-api.ts';
import {
  itemFromView,
  itemInput,
  isTextItem,
  pickedLine,
  type PickedItem,
} from '#web/features/journal/entry-input.ts';
import { fullDay } from '#web/features/journal/journal-dates.ts';
import { mealName } from '#web/components/nutrition/meal-name.ts';
import { useFoodWords } from '#web/components/nutrition/food-words.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { useVegOnly } from '#web/features/journal/veg-only.ts';
import { MealSuggestions } from './meal-suggestions.tsx';

export const mealPhotoLimit = {
  maxBytes: JOURNAL_LIMITS.photoMaxBytes,
  sizeMessage: journalMessages.photoSize,
};
const photoFailed = apiMessageOr(messages.generic.tryAgain);

/**
 * The food and recipe search, given by the page (the meal plans' search box): she picks
 * from it what she ate; `vegOnly` asks it for vegetarian food only.
 */
export type FoodSearch = ComponentType<{
  label: string;
  autoFocus?: boolean;
  vegOnly?: boolean;
  onPick: (food: FoodSearchItem) => void;
}>;

/**
 * Log one meal: before she types, her plan's items for it ("Eat as planned"), her recent
 * and usual foods, one tap each; foods and recipes from the search with their amount
 * (½, 1, 1½, 2 of the measure in one tap) and household measure, or her own words when
 * the search has no match, a note and a photo. One idempotency key per opening, so a
 * retry after a lost answer never logs the meal twice.
 */
export function LogMealDialog({
  clientId,
  date,
  meal,
  foodSearch: Search,
  onClose,
}: {
  clientId: number;
  date: string;
  meal: MealSlot;
  foodSearch: FoodSearch;
  onClose: () => void;
}) {
  const t = useT();
  const foodWords = useFoodWords();
  const locale = useLocale();
  const label = mealName(t, meal);
  const [idempotencyKey] = useState(newKey);
  const [items, setItems] = useState<PickedItem[]>([]);
  const [words, setWords] = useState('');
  // The keys of the items each suggestion added, so it shows as added while they are in.
  const [suggested, setSuggested] = useState<Record<string, string[]>>({});
  const [vegOnly, setVegOnly] = useVegOnly(clientId);
  const photo = usePhotoChoice(mealPhotoLimit);
  const log = useLogEntry(clientId);
  const attach = useEntryPhoto();
  const form = useApiForm(journalEntryInputSchema, {
    date,
    meal,
    items: [],
    note: '',
    idempotencyKey,
  });

  // What she typed in "describe it" counts as an item without pressing Add: she may have
  // one thing to say and press Save at once.
  const withWords = (list: PickedItem[], text: string): PickedItem[] =>
    text.trim() === '' ? list : [...list, { key: 'words', text: text.trim() }];
  const change = (list: PickedItem[], text = words) => {
    setItems(list);
    setWords(text);
    form.setValue('items', withWords(list, text).map(itemInput));
    form.clearErrors('items');
  };
  const update = (key: string, patch: Partial<PickedItem>) =>
    change(items.map((item) => (item.key === key ? ({ ...item, ...patch } as PickedItem) : item)));
  const addSuggested = (id: string, views: ItemView[]) => {
    const added = views.map(itemFromView);
    setSuggested((before) => ({ ...before, [id]: added.map((item) => item.key) }));
    change([...items, ...added]);
  };
  const isAdded = (id: string) =>
    (suggested[id] ?? []).some((key) => items.some((item) => item.key === key));
  const addWords = () => {
    if (words.trim() !== '') change([...items, { key: newKey(), text: words.trim() }], '');
  };

  const onSubmit = form.submit(async (body) => {
    const preview = [
      ...withWords(items, words).map(pickedLine(foodWords)),
      ...(body.note ? [body.note] : []),
    ];
    const result = await log.mutateAsync({ body, preview });
    onClose();
    if (isQueued(result)) {
      // The photo needs the saved entry: a meal kept on the phone is kept without it.
      toast(t(photo.photo ? 'journal.queuedPhotoNotKept' : 'journal.queued'));
      return;
    }
    if (!photo.photo) {
      toast.success(t('journal.saved'));
      return;
    }
    const data = new FormData();
    data.append('photo', photo.photo);
    try {
      await attach.mutateAsync({ params: { entryId: result.id }, body: data });
      toast.success(t('journal.saved'));
    } catch (error) {
      toast.error(t('journal.savedPhotoFailed', { reason: photoFailed(error) }));
    }
  });

  const itemsError =
    form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;
  const day = fullDay(date, locale);
  const where = `${label}, ${day}`;
  const title = t('journal.logMeal', { meal: label.toLowerCase() });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description={day} wide>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
        <div>
          <Search
            label={t('journal.searchFood')}
            autoFocus
            vegOnly={vegOnly}
            onPick={(food: FoodSearchItem) => change([...items, itemFromSearch(food)])}
          />
          <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-emerald-700"
              checked={vegOnly}
              onChange={(event) => setVegOnly(event.target.checked)}
            />
            {t('journal.vegOnly')}
          </label>
        </div>
        {items.length > 0 && (
          <ul aria-label={t('journal.whatYouAte', { meal: label })} className="space-y-2">
            {items.map((item) =>
              isTextItem(item) ? (
                <li
                  key={item.key}
                  className="flex items-start justify-between gap-2 rounded-lg border border-stone-200 p-2"
                >
                  <span className="min-w-0 pt-1 text-sm break-words text-stone-900">
                    {item.text}
                  </span>
                  <button
                    type="button"
                    onClick={() => change(items.filter((other) => other.key !== item.key))}
                    aria-label={t('journal.remove', { item: item.text })}
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                  >
                    <X aria-hidden size={18} />
                  </button>
                </li>
              ) : (
                <PlanItemRow
                  key={item.key}
                  item={item}
                  where={where}
                  onQuantity={(quantity) => update(item.key, { quantity })}
                  onUnit={(unit) => update(item.key, { unit })}
                  onRemove={() => change(items.filter((other) => other.key !== item.key))}
                  quickPortions
                />
              ),
            )}
          </ul>
        )}
        {/* What she picked stays by the search box, where her eyes are; the offers follow. */}
        <MealSuggestions date={date} meal={meal} isAdded={isAdded} onAdd={addSuggested} />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('journal.describe')}
              value={words}
              maxLength={LIMITS.shortTextMaxLength - 1}
              onChange={(event) => change(items, event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addWords();
              }}
            />
          </div>
          <Button variant="secondary" onClick={addWords} disabled={words.trim() === ''}>
            {t('journal.add')}
          </Button>
        </div>
        {itemsError && (
          <p role="alert" className="text-sm text-red-700">
            {itemsError}
          </p>
        )}
        <TextAreaField label={t('journal.note')} rows={2} maxLength={500} {...form.field('note')} />
        <div className="flex items-center gap-4">
          {photo.preview && (
            <img
              src={photo.preview}
              alt={t('journal.photoOf', { meal: label.toLowerCase() })}
              className="h-20 w-20 shrink-0 rounded-lg object-cover"
            />
          )}
          <PhotoInput
            label={photo.photo ? t('journal.changePhoto') : t('journal.addPhoto')}
            hint={t('journal.photoHint')}
            error={photo.error}
            onPick={photo.pick}
          />
        </div>
        <FormAlert message={form.failure} />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label={t('journal.saveMeal')}
          pendingLabel={t('journal.saving')}
        />
      </form>
    </Modal>
  );
}
