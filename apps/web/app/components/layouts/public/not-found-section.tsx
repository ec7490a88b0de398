import { Link } from 'react-router';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

/** The not-found page's content, in the language of its address (/404, /hi/404). */
export function NotFoundSection() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">404</p>
      <h1 className="text-3xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="text-stone-700">{t('notFound.text')}</p>
      <Link
        to={linkIn(locale, '/')}
        className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
