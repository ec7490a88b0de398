import { redirect } from 'react-router';
import { consentScreenText } from '@nourishwell/shared';
import { Brand } from '#web/components/ui/brand.tsx';
import { ConsentScreen } from '#web/features/privacy/consent/consent-screen.tsx';
import { getToken } from '#web/lib/session.ts';
import type { Route } from './+types/consent';

export const meta: Route.MetaFunction = () => [{ title: 'Your privacy | NourishWell' }];

export async function clientLoader() {
  if (!getToken()) throw redirect('/login');
  return null;
}

/** Issue 18: accepting the privacy notice at sign-in, outside the dashboard (like /change-password). */
export default function Consent(_: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <Brand className="mb-6" />
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold text-stone-900">{consentScreenText.title}</h1>
        <ConsentScreen />
      </div>
    </main>
  );
}
