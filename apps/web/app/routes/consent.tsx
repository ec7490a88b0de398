import { redirect } from 'react-router';
import { Brand } from '#web/components/ui/brand.tsx';
import { fetchMe } from '#web/features/auth/auth-api.ts';
import { ConsentScreen } from '#web/features/privacy/consent/consent-screen.tsx';
import { I18nProvider, useT } from '#web/lib/i18n/i18n.tsx';
import { loadTexts, type Texts } from '#web/lib/i18n/texts.ts';
import { getToken, rememberedProfile } from '#web/lib/session.ts';
import devanagariFont from '#web/styles/devanagari.css?url';
import type { Route } from './+types/consent';

export const meta: Route.MetaFunction = () => [{ title: 'Your privacy | NourishWell' }];

/**
 * Her language comes from her account, as on the dashboard: reading who she is works
 * before she accepts (only writes wait for consent). Without an answer, the language she
 * had when last confirmed on this browser, else English. Its texts are in the catalogue's
 * base part, loaded before the page shows.
 */
export async function clientLoader(): Promise<Texts> {
  if (!getToken()) throw redirect('/login');
  const language = await fetchMe().then(
    (me) => me.language,
    () => rememberedProfile()?.language ?? 'en',
  );
  return loadTexts(language, []);
}

/** Issue 18: accepting the privacy notice at sign-in, outside the dashboard (like /change-password). */
export default function Consent({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} texts={loaderData}>
      {loaderData.locale === 'hi' && (
        <link rel="stylesheet" href={devanagariFont} precedence="default" />
      )}
      <ConsentCard />
    </I18nProvider>
  );
}

function ConsentCard() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <Brand className="mb-6" />
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-bold text-stone-900">{t('consent.title')}</h1>
        <ConsentScreen />
      </div>
    </main>
  );
}
