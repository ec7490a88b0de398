import { Link } from 'react-router';
import type { MessageKey } from '@nourishwell/shared';
import { siteConfig } from '#web/lib/site-config.ts';
import { Brand } from '#web/components/ui/brand.tsx';
import { englishT, useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

export const TAGLINE = englishT('public.footer.tagline');

const columns = [
  {
    title: 'public.footer.platform',
    links: [
      { label: 'public.footer.pricing', to: '/#package' },
      { label: 'public.footer.services', to: '/#services' },
      { label: 'public.footer.calculator', to: '/calculator' },
      { label: 'public.footer.blog', to: '/blogs' },
    ],
  },
  {
    title: 'public.footer.company',
    links: [
      { label: 'public.footer.about', to: '/aboutus' },
      { label: 'public.footer.team', to: '/#our-team' },
      { label: 'public.footer.careers', to: '/aboutus#careers' },
      { label: 'public.footer.contact', to: '/reachout' },
    ],
  },
  {
    title: 'public.footer.legal',
    links: [
      { label: 'public.footer.terms', to: '/terms' },
      { label: 'public.footer.privacy', to: '/privacy' },
      { label: 'public.footer.dataConcern', to: '/data-concern' },
      { label: 'public.footer.refunds', to: '/terms#refunds' },
    ],
  },
] as const satisfies readonly { title: MessageKey; links: { label: MessageKey; to: string }[] }[];

export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <Brand className="rounded bg-white px-2 py-1" to={linkIn(locale, '/')} />
          <p className="max-w-sm text-sm">{t('public.footer.tagline')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('public.footer.social')}>
            {siteConfig.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-stone-600 px-4 text-sm hover:border-emerald-400 hover:text-white"
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
              {t(column.title)}
            </h2>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={linkIn(locale, link.to)}
                    className="inline-block py-1.5 text-sm hover:text-white hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-700 px-4 py-5 text-center text-sm">
        {t('public.copyright', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
