import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserRound, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageKey, Role } from '@nourishwell/shared';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { Brand } from '#web/components/ui/brand.tsx';
import { OfflineBanner } from '#web/components/ui/offline-banner.tsx';
import { getSidebarOpen, setSidebarOpen } from '#web/lib/session.ts';
import { dashboardNav, profilePath } from './dashboard-nav.ts';
import { SidebarNav } from './sidebar.tsx';
import { useSignOut } from './use-sign-out.tsx';

interface DashboardShellProps {
  /** `id` lets Logout find what she logged offline that is still waiting. */
  user: { id?: number; email: string; role: Role };
  title: string;
  /** Unread chat messages, shown on the Messages item. */
  unread?: number;
  /** The in-app notices bell (a feature's, so the layout passes it in), before Profile. */
  notices?: ReactNode;
  children: ReactNode;
}

/**
 * Every dashboard's frame: a collapsible sidebar (remembered), and a header with the title,
 * role, email, profile and Logout.
 */
const ROLE_KEYS: Record<Role, MessageKey> = {
  admin: 'shell.role.admin',
  nutritionist: 'shell.role.nutritionist',
  client: 'shell.role.client',
};

export function DashboardShell({
  user,
  title,
  unread = 0,
  notices,
  children,
}: DashboardShellProps) {
  const t = useT();
  const { requestSignOut, dialog: signOutDialog } = useSignOut(user.id);
  const [open, setOpen] = useState(getSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = dashboardNav[user.role];

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const toggleSidebar = () => {
    setOpen((was) => {
      setSidebarOpen(!was);
      return !was;
    });
  };

  const logout = () => void requestSignOut();

  return (
    <div className="flex min-h-dvh bg-stone-50">
      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-stone-200 bg-white p-3 md:flex ${open ? 'w-64' : 'w-20'}`}
        data-testid="sidebar"
        data-open={open}
      >
        <div
          className={`mb-6 flex items-center ${open ? 'justify-between' : 'justify-center'} px-1 pt-1`}
        >
          {open && <Brand />}
          <button
            type="button"
            onClick={toggleSidebar}
            aria-expanded={open}
            aria-label={open ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
          >
            {open ? (
              <PanelLeftClose aria-hidden size={20} />
            ) : (
              <PanelLeftOpen aria-hidden size={20} />
            )}
          </button>
        </div>
        <SidebarNav items={items} compact={!open} unread={unread} />
      </aside>

      {drawerOpen && (
        <div
          className="fixed inset-0 z-40 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={t('shell.menu')}
        >
          <button
            type="button"
            aria-label={t('shell.closeMenu')}
            className="absolute inset-0 bg-stone-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="relative flex h-full w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl">
            <div className="mb-6 flex items-center justify-between">
              <Brand />
              <button
                type="button"
                onClick={() => setDrawerOpen(false)}
                aria-label={t('shell.closeMenu')}
                className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-stone-100"
              >
                <X aria-hidden size={20} />
              </button>
            </div>
            <SidebarNav items={items} unread={unread} onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        {/* Tighter on a phone: four 44 px buttons (menu, notices, profile, logout) leave the
            title about 128 px, enough for "Appointments" or "Assessment" unbroken at 16 px. */}
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-stone-200 bg-white/95 px-3 py-3 backdrop-blur sm:gap-3 sm:px-4 md:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('shell.openMenu', { unread })}
            className="relative flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 md:hidden"
          >
            <Menu aria-hidden size={22} />
            {unread > 0 && (
              <span
                aria-hidden
                className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-amber-500"
              />
            )}
          </button>
          {/* Wraps rather than truncates: at 360 px "Client Assessment" would read "Client As…". */}
          <h1 className="min-w-0 flex-1 text-base leading-tight font-semibold break-words text-stone-900 sm:text-lg md:text-xl">
            {title}
          </h1>
          <div className="hidden text-right sm:block">
            <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
              {t(ROLE_KEYS[user.role])}
            </p>
            <p className="max-w-56 truncate text-sm text-stone-700">{user.email}</p>
          </div>
          {notices}
          <Link
            to={profilePath[user.role]}
            aria-label={t('shell.profile')}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-800 hover:bg-emerald-100"
          >
            <UserRound aria-hidden size={20} />
          </Link>
          <button
            type="button"
            onClick={logout}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
          >
            <LogOut aria-hidden size={18} className="shrink-0" />
            {/* Icon only on a phone, so the page title keeps its room; the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t('shell.logout')}</span>
          </button>
        </header>
        <OfflineBanner role={user.role} />
        {signOutDialog}
        <div className="border-b border-stone-200 bg-white px-4 py-2 sm:hidden">
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
            {t(ROLE_KEYS[user.role])}
          </p>
          <p className="truncate text-sm text-stone-700">{user.email}</p>
        </div>
        <main className="flex-1 px-4 py-6 md:px-8">{children}</main>
      </div>
    </div>
  );
}
