import { Link } from 'react-router';
import { siteConfig } from '#web/lib/site-config.ts';
import { Brand } from '#web/components/ui/brand.tsx';

export const TAGLINE = 'Empowering better health through personalized nutrition guidance.';

const columns = [
  {
    title: 'Platform',
    links: [
      { label: 'Pricing', to: '/#package' },
      { label: 'Services', to: '/#services' },
      { label: 'Calculator', to: '/calculator' },
      { label: 'Blog', to: '/blogs' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/aboutus' },
      { label: 'Our Team', to: '/#our-team' },
      { label: 'Careers', to: '/aboutus#careers' },
      { label: 'Contact Us', to: '/reachout' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Raise a data concern', to: '/data-concern' },
      { label: 'Refund Policy', to: '/terms#refunds' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <Brand className="rounded bg-white px-2 py-1" />
          <p className="max-w-sm text-sm">{TAGLINE}</p>
          <ul className="flex flex-wrap gap-2" aria-label="NourishWell on social media">
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
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
              {column.title}
            </h2>
            <ul className="space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-block py-1.5 text-sm hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-700 px-4 py-5 text-center text-sm">
        © {new Date().getFullYear()} NourishWell
      </div>
    </footer>
  );
}
