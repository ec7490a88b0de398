import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

// The last column (a row's actions) stays in view while the rest scrolls sideways.
const stickyActions =
  '[&_td:last-child]:sticky [&_td:last-child]:right-0 [&_td:last-child]:bg-white [&_th:last-child]:sticky [&_th:last-child]:right-0 [&_th:last-child]:bg-stone-100 [&_tr>*:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]';

// Long unbroken text (an email) may wrap anywhere, so columns share the width instead of
// pushing the last ones out of view.
const fitCells = '[&_td]:[overflow-wrap:anywhere]';

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
    const next: Overflow = {
      left: el.scrollLeft > 1,
      right: hidden - el.scrollLeft > 1,
      pinned: lastHead instanceof HTMLElement ? lastHead.offsetWidth : 0,
    };
    setOverflow((current) =>
      current.left === next.left && current.right === next.right && current.pinned === next.pinned
        ? current
        : next,
    );
  }, [sticky]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    measure();
    // Browsers have it; a test DOM may not, and then the cue is measured once.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { box, overflow, measure };
}

const fade = 'pointer-events-none absolute inset-y-0 z-10 w-8 from-stone-900/20 to-transparent';

/**
 * A table that fits its card on a wide screen (cells wrap) and, on a narrow one, scrolls
 * sideways with a shadow on each edge that has more to show.
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
    <div className="relative overflow-hidden rounded-xl border border-stone-200">
      {/* Focusable so keyboard users can scroll a wide table sideways. */}
      <div
        ref={box}
        tabIndex={0}
        role="region"
        aria-label={caption}
        onScroll={measure}
        className="overflow-x-auto"
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
        <div aria-hidden className={`${fade} bg-linear-to-l`} style={{ right: overflow.pinned }} />
      )}
    </div>
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
