import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n/i18n.tsx';

// From a tablet up, the last column (a row's actions) stays in view while the rest scrolls
// sideways. Not on a phone: there a pinned column would cover most of what scrolls under
// it (Waist and Hip under a measurement's Delete), and every column is reached by scrolling.
// Its shadow shows only while columns are hidden under it.
const stickyActions =
  'sm:[&_td:last-child]:sticky sm:[&_td:last-child]:right-0 sm:[&_td:last-child]:bg-white sm:[&_th:last-child]:sticky sm:[&_th:last-child]:right-0 sm:[&_th:last-child]:bg-stone-100 sm:group-data-[more-right=true]/table:[&_tr>*:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]';

// Words stay whole: a column is never narrower than its longest word. Text with long
// unbroken runs (an email) offers its own break points through <Breakable>. Only a table
// that fits its box no other way breaks words anywhere (chooseWrap); one that scrolls
// sideways anyway keeps them whole. :where() lets a cell's own class overrule both.
const fitCells =
  '[:where(&)_td]:[overflow-wrap:break-word] [:where(&[data-wrap=anywhere])_td]:[overflow-wrap:anywhere]';

/**
 * Words whole where the table fits that way, or scrolls sideways whatever it does; broken
 * anywhere only where that alone saves the scrolling (a wide screen with a long address).
 * Set on the element itself and read back at once, so nothing is painted in between.
 */
function chooseWrap(box: HTMLElement) {
  const table = box.querySelector('table');
  if (!table) return;
  const fits = () => box.scrollWidth - box.clientWidth <= 1;
  table.dataset.wrap = 'words';
  if (fits()) return;
  table.dataset.wrap = 'anywhere';
  if (!fits()) table.dataset.wrap = 'words';
}

// Narrowest a column may get before the table scrolls instead: no column gets narrower
// than a short word or two. A table of many short columns may ask for less.
const COLUMN_MIN = 88;

interface Overflow {
  left: boolean;
  right: boolean;
  /** Width of a pinned last column: the right-hand cue sits just before it. */
  pinned: number;
}

/** Whether there is more of the table to either side, read from the scrolling box. */
function useOverflow(sticky: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false, pinned: 0 });
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const lastHead = sticky ? el.querySelector('th:last-child') : null;
    // Pinned only from a tablet up (stickyActions): read what the browser did.
    const pinned =
      lastHead instanceof HTMLElement && getComputedStyle(lastHead).position === 'sticky'
        ? lastHead.offsetWidth
        : 0;
    const next: Overflow = {
      left: el.scrollLeft > 1,
      right: hidden - el.scrollLeft > 1,
      pinned,
    };
    setOverflow((current) =>
      current.left === next.left && current.right === next.right && current.pinned === next.pinned
        ? current
        : next,
    );
  }, [sticky]);
  /** When the box or its rows change: how words wrap, then what is out of view. */
  const fit = useCallback(() => {
    if (box.current) chooseWrap(box.current);
    measure();
  }, [measure]);
  // Before the first paint, so the hint above the table does not push it down after it
  // has been seen.
  useLayoutEffect(fit, [fit]);
  useEffect(() => {
    const el = box.current;
    // Browsers have it; a test DOM may not, and then the cue is measured once.
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [fit]);
  return { box, overflow, measure };
}

const fade = 'pointer-events-none absolute inset-y-0 z-10 w-8 from-stone-900/20 to-transparent';

/**
 * Says in words that the table scrolls sideways, and which way there is more: an edge
 * shadow alone went unnoticed on a phone. Shown only while some columns are out of view.
 */
export function ScrollHint({ left, right }: { left: boolean; right: boolean }) {
  const t = useT();
  if (!left && !right) return null;
  return (
    <p className="text-sm text-stone-700">
      {left && <span aria-hidden>← </span>}
      {t('common.scrollSideways')}
      {right && <span aria-hidden> →</span>}
    </p>
  );
}

/**
 * A table that fits its card on a wide screen (cells wrap between words) and, on a narrow
 * one, scrolls sideways with a hint above it and a shadow on each edge that has more.
 */
export function Table({
  caption,
  head,
  children,
  stickyLastColumn = false,
  columnMin = COLUMN_MIN,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  stickyLastColumn?: boolean;
  /** Narrowest a column may get (px) before the table scrolls sideways instead. */
  columnMin?: number;
}) {
  const { box, overflow, measure } = useOverflow(stickyLastColumn);
  return (
    <div className="space-y-1.5">
      <ScrollHint left={overflow.left} right={overflow.right} />
      <div className="relative overflow-hidden rounded-xl border border-stone-200">
        {/* Focusable so keyboard users can scroll a wide table sideways. */}
        <div
          ref={box}
          tabIndex={0}
          role="region"
          aria-label={caption}
          onScroll={measure}
          className="group/table overflow-x-auto"
          data-more-left={overflow.left}
          data-more-right={overflow.right}
        >
          <table
            // Narrower than this, cells would wrap letter by letter: scroll instead.
            style={{ minWidth: head.length * columnMin }}
            className={`w-full text-left text-sm ${fitCells} ${stickyLastColumn ? stickyActions : ''}`}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                {head.map((label) => (
                  <th
                    key={label}
                    scope="col"
                    className="px-3 py-3 font-semibold"
                    style={{ minWidth: columnMin }}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 bg-white">{children}</tbody>
          </table>
        </div>
        {overflow.left && <div aria-hidden className={`${fade} left-0 bg-linear-to-r`} />}
        {overflow.right && (
          <div
            aria-hidden
            className={`${fade} bg-linear-to-l`}
            style={{ right: overflow.pinned }}
          />
        )}
      </div>
    </div>
  );
}

/**
 * Text with long unbroken runs (an email address) that may wrap after "@" and before each
 * dot, so its column need not be as wide as the whole address, and never mid-name.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A table's only row when it has none (or is loading), aligned left: a phone shows the
 * first columns of a wide table, and centred text would land out of sight.
 */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-left text-stone-600">
        {children}
      </td>
    </tr>
  );
}
