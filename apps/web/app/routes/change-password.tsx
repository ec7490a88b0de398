import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@nourishwell/shared';
import { Brand } from '#web/components/ui/brand.tsx';
import { accountLanguage } from '#web/features/auth/auth-api.ts';
import { ChangePasswordForm } from '#web/features/auth/change-password-form.tsx';
import { englishT, I18nProvider, useT } from '#web/lib/i18n/i18n.tsx';
import { makeQueryClient } from '#web/lib/query-client.ts';
import { getToken } from '#web/lib/session.ts';
import devanagariFont from '#web/styles/devanagari.css?url';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => [{ title: englishT('auth.change.metaTitle') }];

/** Signed in only; her account's language, as her dashboard speaks it (English if not known). */
export async function clientLoader(): Promise<{ language: Locale }> {
  if (!getToken()) throw redirect('/login');
  return { language: await accountLanguage() };
}

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  // This page sits outside the dashboard and its query client; the form asks whether her
  // two-factor sign-in is on (issue 30).
  const [queryClient] = useState(makeQueryClient);
  // Rendered without its loader (a test's stub), it speaks English.
  const language = (loaderData as { language: Locale } | undefined)?.language ?? DEFAULT_LOCALE;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={language}>
        {language === 'hi' && <link rel="stylesheet" href={devanagariFont} precedence="default" />}
        <ChangePasswordPage />
      </I18nProvider>
    </QueryClientProvider>
  );
}

function ChangePasswordPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Brand className="mb-6" />
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{t('auth.change.title')}</h1>
        <p className="mt-2 mb-6 text-stone-700">{t('auth.change.intro')}</p>
        <ChangePasswordForm />
      </div>
    </main>
  );
}
