import type { ReactNode } from 'react';

/** A grey placeholder the shape of what is loading; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-lg bg-stone-200 ${className}`} />;
}

/** Placeholders with one spoken line, so a screen reader hears that something is loading. */
export function LoadingBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
