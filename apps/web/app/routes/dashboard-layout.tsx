import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { translator, type MeResponse, type MessageKey } from '@nourishwell/shared';
import { Outlet, useMatches } from 'react-router';
import { DashboardShell } from '#web/components/layouts/dashboard-shell.tsx';
import { guardDashboard } from '#web/features/auth/dashboard-guard.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';
import { dashboardPages } from '#web/lib/dashboard-pages.ts';
import { I18nProvider, useT } from '#web/lib/i18n/i18n.tsx';
import { loadTexts, type WebPart } from '#web/lib/i18n/texts.ts';
import devanagariFont from '#web/styles/devanagari.css?url';
import { unreadQuery, useLiveEvents } from '#web/lib/live-events.ts';
import { useKeptQueryCache } from '#web/lib/offline/use-kept-cache.ts';
import { useSendWaitingWrites } from '#web/lib/offline/use-send-waiting.ts';
import { registerServiceWorker } from '#web/lib/pwa/register-service-worker.ts';
import { makeQueryClient } from '#web/lib/query-client.ts';
import type { Route } from './+types/dashboard-layout';

/**
 * Who she is, and the dashboard's texts in her language (the `dashboard` part of the
 * catalogue, decision 029, and `staff` for a nutritionist or an admin) before it shows: no
 * screen shows a key, or English in Hindi. English's dashboard part is asked for at once,
 * beside who she is: every language falls back to it.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  void loadTexts('en', ['dashboard']).catch(() => undefined);
  const me = await guardDashboard(url.pathname, url.search);
  return { me, texts: await loadTexts(me.language, partsFor(me.role)) };
}

/** A client never loads the staff screens' texts (decision 029, "Catalogue parts"). */
export const partsFor = (role: MeResponse['role']): WebPart[] =>
  role === 'client' ? ['dashboard'] : ['dashboard', 'staff'];

/** The catalogue key of the title of the page a route id is (its path, routes.ts). */
const titleKeyOf = (pageId: string | undefined): MessageKey =>
  dashboardPages.find((page) => page.path === pageId)?.key ?? 'shell.page.dashboard';

/**
 * Every dashboard page's document title, in her language ("भोजन डायरी | NourishWell"), as
 * its header says it: one place for all of them, as no page below has a `meta` of its own.
 */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const key = titleKeyOf(matches[matches.length - 1]?.id);
  const texts = loaderData?.texts;
  const { t } = texts
    ? translator(texts.locale, texts.own, texts.english)
    : { t: (k: MessageKey) => dashboardPages.find((page) => page.key === k)?.title ?? '' };
  return [{ title: `${t(key)} | NourishWell` }];
}

export default function DashboardLayout({ loaderData: { me, texts } }: Route.ComponentProps) {
  const [queryClient] = useState(makeQueryClient);
  const matches = useMatches();
  const titleKey = titleKeyOf(matches[matches.length - 1]?.id);
  // The installable app is the dashboards: a visitor who only reads the public pages never
  // downloads it (decision 016, and the landing page's budget of decision 006).
  useEffect(() => registerServiceWorker(), []);
  const restored = useKeptQueryCache(queryClient, me);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={me.language} texts={texts} devanagariDigits={me.devanagariDigits}>
        {/* The Devanagari font, for a Hindi dashboard only (React puts the link in the head). */}
        {texts.locale === 'hi' && (
          <link rel="stylesheet" href={devanagariFont} precedence="default" />
        )}
        <LiveShell user={me} titleKey={titleKey}>
          {restored && <Outlet context={me} />}
        </LiveShell>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * The shell with live events for the two roles that chat (docs/product.md, "Live chat"): one
 * event stream per open dashboard keeps every message view, the sidebar's unread count and
 * the notices bell current. Every role has the bell; an admin's refreshes when the window
 * regains focus.
 */
function LiveShell({
  user,
  titleKey,
  children,
}: {
  user: MeResponse;
  /** The page's title in the catalogue: said here, inside the language of her dashboard. */
  titleKey: MessageKey;
  children: ReactNode;
}) {
  const t = useT();
  const chats = user.role !== 'admin';
  useLiveEvents(chats);
  const unread = useQuery({ ...unreadQuery(), enabled: chats });
  // Only a client writes offline (journal, water, habits); hers go out as she opens the app.
  useSendWaitingWrites(user.role === 'client' ? user.id : null);
  return (
    <DashboardShell
      user={user}
      title={t(titleKey)}
      unread={unread.data ?? 0}
      notices={<NotificationBell />}
    >
      {children}
    </DashboardShell>
  );
}
