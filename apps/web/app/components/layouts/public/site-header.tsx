import { Menu, UserRound, X } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Brand } from '#web/components/ui/brand.tsx';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { navLinks } from './nav-links.ts';

const linkClass =
  'rounded-md px-2 py-2 text-sm font-medium text-stone-700 hover:bg-emerald-50 hover:text-emerald-900';

/**
 * The public pages' sticky header. The phone menu is a <details> element, so it opens without
 * JavaScript too; choosing a link closes it.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  const t = useT();
  const locale = useLocale();

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Brand to={linkIn(locale, '/')} />
        <nav aria-label={t('public.nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={linkIn(locale, link.to)} className={linkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* At a phone's width the row has no room beside Login: it is the menu's first item. */}
          <LanguageSwitch className="hidden sm:inline-flex" />
          <Link
            to={linkIn(locale, '/login')}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-emerald-800"
          >
            <UserRound aria-hidden size={18} />
            {/* One label at every width: the spec's desktop "UserLogin" read as a typo. */}
            {t('public.login')}
          </Link>
          <details ref={menu} className="group relative lg:hidden">
            <summary
              aria-label={t('public.nav.menu')}
              className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-stone-300 text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden size={22} className="group-open:hidden" />
              <X aria-hidden size={22} className="hidden group-open:block" />
            </summary>
            <nav
              aria-label={t('public.nav.mobile')}
              className="absolute right-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
            >
              <LanguageSwitch className="flex sm:hidden" />
              <ul>
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={linkIn(locale, link.to)}
                      onClick={close}
                      className={`block min-h-11 ${linkClass} py-3`}
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
