import { LoginForm } from '#web/features/auth/login-form.tsx';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Sign In | NourishWell' },
  { name: 'description', content: 'Sign in to NourishWell as an admin, nutritionist or client.' },
];

export default function Login() {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-stone-900">Sign In</h1>
        <LoginForm />
      </div>
    </section>
  );
}
