import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { Button } from './button.tsx';

/**
 * A search box that reports its text a moment after typing stops — only when the text
 * changed, so the list is not sent back to its first page by a search nobody typed.
 */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  const reported = useRef('');
  useEffect(() => {
    const query = text.trim();
    if (query === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = query;
      onSearch(query);
    }, 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <label className="relative block w-full sm:max-w-xs">
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={label}
        className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-base focus:border-emerald-700"
      />
    </label>
  );
}

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, size, total, onPage }: PagerProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav
      aria-label={t('common.pages')}
      className="flex items-center justify-between gap-3 pt-4 text-sm text-stone-700"
    >
      <p>{t('common.pagerRange', { first, last, total })}</p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onPage(page - 1)}
          disabled={page === 0}
          aria-label={t('common.previousPage')}
          className="flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300 bg-white disabled:opacity-40"
        >
          <ChevronLeft aria-hidden size={18} />
        </button>
        <span>{t('common.pageOf', { page: page + 1, pages })}</span>
        <button
          type="button"
          onClick={() => onPage(page + 1)}
          disabled={page + 1 >= pages}
          aria-label={t('common.nextPage')}
          className="flex h-11 w-11 items-center justify-center rounded-lg border border-stone-300 bg-white disabled:opacity-40"
        >
          <ChevronRight aria-hidden size={18} />
        </button>
      </div>
    </nav>
  );
}

/**
 * "Showing 51–100 of 137" with Previous and Next: for a log read in order, where the
 * total matters more than the page number (sent messages, audit and access logs).
 */
export function PageSteps({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav
      aria-label={t('common.pages')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-stone-700">{t('common.pagesShowing', { first, last, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button variant="secondary" disabled={last >= total} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
