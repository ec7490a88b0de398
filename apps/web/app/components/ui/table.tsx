import type { ReactNode } from 'react';

/** A table that scrolls sideways inside its card on narrow screens. */
// The last column (a row's actions) stays in view while the rest scrolls sideways.
const stickyActions =
  '[&_td:last-child]:sticky [&_td:last-child]:right-0 [&_td:last-child]:bg-white [&_th:last-child]:sticky [&_th:last-child]:right-0 [&_th:last-child]:bg-stone-100 [&_tr>*:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]';

export function Table({
  caption,
  head,
  children,
  stickyLastColumn = false,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  stickyLastColumn?: boolean;
}) {
  return (
    // Focusable so keyboard users can scroll a wide table sideways.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-xl border border-stone-200"
    >
      <table
        className={`w-full min-w-[640px] text-left text-sm ${stickyLastColumn ? stickyActions : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-stone-600">
        {children}
      </td>
    </tr>
  );
}
