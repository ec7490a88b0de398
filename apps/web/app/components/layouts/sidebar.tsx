import { NavLink } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';
import type { NavItem } from './dashboard-nav.ts';

interface SidebarNavProps {
  items: NavItem[];
  /** Icons only (the collapsed desktop sidebar); labels stay for screen readers. */
  compact?: boolean;
  onNavigate?: () => void;
  /** Unread chat messages: a count on the Messages item. */
  unread?: number;
}

export function SidebarNav({ items, compact = false, onNavigate, unread = 0 }: SidebarNavProps) {
  const t = useT();
  return (
    <nav aria-label={t('shell.navigation')}>
      <ul className="space-y-1">
        {items.map(({ key, to, icon: Icon, showsUnread }) => {
          const label = t(key);
          return (
            <li key={to}>
              <NavLink
                to={to}
                end
                onClick={onNavigate}
                title={compact ? label : undefined}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors ${
                    isActive
                      ? 'bg-emerald-700 text-white'
                      : 'text-stone-700 hover:bg-emerald-50 hover:text-emerald-900'
                  } ${compact ? 'justify-center' : ''}`
                }
              >
                <span className="relative shrink-0">
                  <Icon aria-hidden size={20} />
                  {showsUnread && unread > 0 && compact && (
                    <span
                      aria-hidden
                      className="absolute -top-1 -right-1 h-2.5 w-2.5 rounded-full bg-amber-500"
                    />
                  )}
                </span>
                <span className={compact ? 'sr-only' : ''}>{label}</span>
                {showsUnread && unread > 0 && (
                  <span
                    data-testid="unread-badge"
                    className={`${compact ? 'sr-only' : 'ml-auto'} min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold text-stone-900`}
                  >
                    {unread}
                    <span className="sr-only">{t('shell.unread')}</span>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
