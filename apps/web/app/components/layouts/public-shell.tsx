import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../ui/brand.tsx';

export const TAGLINE = 'Empowering better health through personalized nutrition guidance.';

/** Header and footer of the public pages. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Brand />
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            Login
          </Link>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:justify-between">
          <p>{TAGLINE}</p>
          <p>© {new Date().getFullYear()} NourishWell</p>
        </div>
      </footer>
    </div>
  );
}
