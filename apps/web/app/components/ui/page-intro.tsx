import type { ReactNode } from 'react';

/** The top of a public page: its one h1 and a line of context. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-emerald-50 to-stone-50 px-4 pt-12 pb-8 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {children && <div className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">{children}</div>}
    </div>
  );
}

/** A white card for a form on a public page. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}
