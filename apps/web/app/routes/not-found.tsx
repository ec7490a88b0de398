import { Link } from 'react-router';
import { PublicShell } from '#web/components/layouts/public-shell.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: 'Page not found | NourishWell' }];

export default function NotFound() {
  return (
    <PublicShell>
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">404</p>
        <h1 className="text-3xl font-bold text-stone-900">Page not found</h1>
        <p className="text-stone-700">The page you are looking for does not exist or has moved.</p>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
        >
          Go back home
        </Link>
      </section>
    </PublicShell>
  );
}
