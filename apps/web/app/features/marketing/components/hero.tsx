import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { HeroIllustration } from './hero-illustration.tsx';

export function Hero() {
  const t = useT();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="scroll-mt-20 bg-gradient-to-b from-emerald-50 to-stone-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2 lg:py-24">
        <div className="space-y-6">
          <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-emerald-800 shadow-sm">
            {t('public.hero.tag')}
          </p>
          <h1
            id="home-title"
            className="text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl"
          >
            {t('public.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-stone-700">{t('public.hero.text')}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/login"
              className="inline-flex min-h-12 items-center rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800"
            >
              {t('public.hero.start')}
            </Link>
            <Link
              to="/signup"
              className="inline-flex min-h-12 items-center rounded-lg border border-emerald-700 bg-white px-6 font-semibold text-emerald-800 hover:bg-emerald-50"
            >
              {t('public.hero.contact')}
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
