import { LoginForm } from '#web/features/auth/login-form.tsx';
import { englishT, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('auth.login.metaTitle'),
    description: englishT('auth.login.metaDescription'),
    path: '/login',
  });

/** /login, and /hi/login in Hindi (routes/hi/login.tsx). */
export default function Login() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-stone-900">{t('auth.login.title')}</h1>
        <LoginForm />
      </div>
    </section>
  );
}
