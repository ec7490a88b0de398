// First: before any shared schema is built (see the module).
import './lib/zod-in-the-browser.ts';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { messages } from '@nourishwell/shared';
import type { Route } from './+types/root';
import { LazyToaster } from './components/ui/lazy-toaster.tsx';
import { useT } from './lib/i18n/i18n.tsx';
import { localeOfPath } from './lib/i18n/public-paths.ts';
import appCss from './app.css?url';

export function Layout({ children }: { children: React.ReactNode }) {
  // A public page's language is in its address (/hi/…), so its prerendered HTML says it;
  // the dashboards set theirs from her account once signed in (I18nProvider).
  const { pathname } = useLocation();
  return (
    <html lang={localeOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (decision 016): its manifest and the icon iOS puts on the
            home screen. No script: the worker is registered from the dashboards. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        {/* With a precedence React puts the stylesheet ahead of the script preloads, so a
            phone on a slow link fetches what the first paint needs first (Lighthouse). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'NourishWell' },
  {
    name: 'description',
    content: 'Empowering better health through personalized nutrition guidance.',
  },
];

export default function App() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}

export function HydrateFallback() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-emerald-700 border-t-transparent" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Outside any language's provider: the app's English, like the texts above it.
  const t = useT();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : messages.generic.refreshPage;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">
        {messages.generic.unexpectedApplicationError}
      </h1>
      <p className="text-stone-700">{detail}</p>
      <Link to="/" className="font-semibold text-emerald-800 underline underline-offset-4">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
