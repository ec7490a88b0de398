import type { ReactNode } from 'react';
import type { DietTag } from '@nourishwell/shared';
import { DietBadge } from './diet-text.tsx';

/**
 * One row of a library list as a card, for narrow screens where the table's columns
 * would squeeze long food names into a letter or two per line.
 */
export function LibraryCard({
  title,
  diet,
  onOpen,
  actions,
  children,
}: {
  title: string;
  diet: DietTag;
  /** Opens the record; without it the title is plain text. */
  onOpen?: () => void;
  actions?: ReactNode;
  /** The card's lines of detail. */
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2 rounded-xl border border-stone-200 bg-white p-3">
      <div className="min-w-0 flex-1 space-y-0.5 text-sm text-stone-700">
        <p className="flex flex-wrap items-center gap-2 text-base">
          {onOpen ? (
            <button
              type="button"
              onClick={onOpen}
              className="text-left font-semibold break-words text-emerald-800 underline-offset-2 hover:underline"
            >
              {title}
            </button>
          ) : (
            <span className="font-semibold break-words text-stone-900">{title}</span>
          )}
          <DietBadge diet={diet} />
        </p>
        {children}
      </div>
      {actions}
    </li>
  );
}

/** The same list as cards on a narrow screen and as a table on a wide one. */
export function CardsOrTable({
  label,
  cards,
  table,
}: {
  label: string;
  cards: ReactNode;
  table: ReactNode;
}) {
  return (
    <>
      <ul className="space-y-2 md:hidden" aria-label={label}>
        {cards}
      </ul>
      <div className="hidden md:block">{table}</div>
    </>
  );
}
