import {
  macrosOf,
  roundNutrients,
  sumNutrients,
  type JournalComment,
  type JournalEntry,
  type JournalItemView,
  type Nutrients,
} from '@nourishwell/shared';
import { readItem, type Catalogue } from '../foods/catalogue.ts';
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

/**
 * An entry with its items read from the catalogue (a food deleted since still reads; one
 * gone entirely is left out), its totals summed unrounded and rounded once, like a plan's.
 */
export function resolveEntry(
  catalogue: Catalogue,
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
    const resolved = readItem(catalogue, item);
    if (!resolved) continue;
    items.push(resolved.view);
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
