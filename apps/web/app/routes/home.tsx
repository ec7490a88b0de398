import { Link } from 'react-router';
import { TAGLINE } from '../components/layouts/public-shell.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'NourishWell — personalised nutrition coaching' },
  { name: 'description', content: TAGLINE },
];

export default function Home() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">NourishWell</h1>
      <p className="max-w-xl text-lg text-stone-700">{TAGLINE}</p>
      <p className="max-w-xl text-stone-700">
        Clients, nutritionists and the practice team sign in to work together on plans, sessions and
        progress.
      </p>
      <Link
        to="/login"
        className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800"
      >
        Sign in
      </Link>
    </section>
  );
}
