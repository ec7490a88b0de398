import {
  macrosOf,
  roundNutrients,
  sumNutrients,
  type JournalComment,
  type JournalEntry,
  type JournalItemView,
  type Nutrients,
} from '@nourishwell/shared';
import {
  readItem,
  type Catalogue,
  type IngredientRef,
  type ResolvedItem,
} from '#api/modules/foods/catalogue.ts';
import type { StoredComment, StoredEntry } from './journal-entries.repository.ts';

/** An entry as answered, and its unrounded nutrients for a day's sum. */
export interface ResolvedEntry {
  view: JournalEntry;
  nutrients: Nutrients;
}

export function commentView(comment: StoredComment): JournalComment {
  return {
    id: comment.id,
    entryId: comment.entryId,
    author: { id: comment.authorId ?? 0, name: comment.authorName ?? 'Former nutritionist' },
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** Reads saved items, each food, amount and measure once per answer (a month repeats many). */
export function itemReader(catalogue: Catalogue): (item: IngredientRef) => ResolvedItem | null {
  const seen = new Map<string, ResolvedItem | null>();
  return (item) => {
    const key = `${item.foodId ?? ''}/${item.recipeId ?? ''}/${item.quantity}/${item.unit}`;
    let resolved = seen.get(key);
    if (resolved === undefined) {
      resolved = readItem(catalogue, item);
      seen.set(key, resolved);
    }
    return resolved;
  };
}

/**
 * An entry with its items read from the catalogue (a food deleted since still reads; one
 * gone entirely is left out), its totals summed unrounded and rounded once, like a plan's.
 */
export function resolveEntry(
  read: ReturnType<typeof itemReader>,
  entry: StoredEntry,
  /** This entry's comments, oldest first. */
  comments: readonly StoredComment[],
  photoUrl: (name: string) => string,
): ResolvedEntry {
  const items: JournalItemView[] = [];
  const parts: Nutrients[] = [];
  for (const item of entry.items) {
    if ('text' in item) {
      items.push({ text: item.text, kind: 'text' });
      continue;
    }
    const resolved = read(item);
    if (!resolved) continue;
    const { per100g: _per100g, portions: _portions, ...view } = resolved.view;
    items.push(view);
    parts.push(resolved.nutrients);
  }
  const nutrients = sumNutrients(parts);
  return {
    view: {
      id: entry.id,
      clientId: entry.clientId,
      date: entry.date,
      meal: entry.meal,
      items,
      note: entry.note,
      photoUrl: entry.photoName ? photoUrl(entry.photoName) : null,
      totals: roundNutrients(macrosOf(nutrients)),
      comments: comments.map(commentView),
      createdAt: entry.createdAt.toISOString(),
    },
    nutrients,
  };
}
