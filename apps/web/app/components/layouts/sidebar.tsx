import { NavLink } from 'react-router';
import type { NavItem } from './dashboard-nav.ts';

interface SidebarNavProps {
  items: NavItem[];
  /** Icons only (the collapsed desktop sidebar); labels stay for screen readers. */
  compact?: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ items, compact = false, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-1">
        {items.map(({ label, to, icon: Icon }) => (
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
              <Icon aria-hidden size={20} className="shrink-0" />
              <span className={compact ? 'sr-only' : ''}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
