import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useEffect, useRef } from 'react';

interface TabsProps<V extends string> {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  tabs: ReadonlyArray<{ value: V; label: ReactNode; title?: string }>;
  children: ReactNode;
  /**
   * Classes that keep the strip in view while a long panel scrolls (sticky, its `top` and a
   * background), for a page whose own sticky bars would otherwise hide it.
   */
  stickyClassName?: string;
}

/**
 * The one tab strip of the app (Radix: arrow keys move between tabs). Scrolls sideways
 * when the tabs do not fit, so seven weekdays stay one row at 360 px.
 */
export function Tabs<V extends string>({
  label,
  value,
  onValueChange,
  tabs,
  children,
  stickyClassName = '',
}: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  // A tab chosen off-screen (or opened on Sunday) scrolls into view in the narrow strip.
  // Only the strip scrolls: scrollIntoView would also scroll the page down to a strip
  // below the fold (the client dashboard's meal plan opens on today).
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[data-state="active"]');
    if (!strip || !tab) return;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (right > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = right - strip.clientWidth;
  }, [value]);
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <RadixTabs.List
        ref={list}
        aria-label={label}
        className={`relative flex gap-1 overflow-x-auto border-b border-stone-200 pb-px ${stickyClassName}`}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            title={tab.title}
            className="min-h-11 shrink-0 rounded-t-lg border-b-2 border-transparent px-2.5 text-sm font-semibold text-stone-600 hover:text-stone-900 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

/** The content of one tab; only the active one is rendered. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="pt-4">
      {children}
    </RadixTabs.Content>
  );
}
