import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import { Brand } from '#web/components/ui/brand.tsx';
import { ChangePasswordForm } from '#web/features/auth/change-password-form.tsx';
import { makeQueryClient } from '#web/lib/query-client.ts';
import { getToken } from '#web/lib/session.ts';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => [{ title: 'Set a new password | NourishWell' }];

export async function clientLoader() {
  if (!getToken()) throw redirect('/login');
  return null;
}

export default function ChangePassword(_: Route.ComponentProps) {
  // This page sits outside the dashboard and its query client; the form asks whether her
  // two-factor sign-in is on (issue 30).
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Brand className="mb-6" />
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-stone-900">Set a new password</h1>
          <p className="mt-2 mb-6 text-stone-700">
            Choose a password of your own to continue. You will use it the next time you sign in.
          </p>
          <ChangePasswordForm />
        </div>
      </main>
    </QueryClientProvider>
  );
}
