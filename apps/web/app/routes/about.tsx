import { Link } from 'react-router';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { about } from '#web/features/marketing/content/about.ts';
import { englishT, useT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('public.about.metaTitle'),
    description: englishT(about.intro).slice(0, 155),
    path: '/aboutus',
  });

/** /aboutus, and /hi/aboutus in Hindi (routes/hi/about.tsx). */
export default function About() {
  const t = useT();
  return (
    <>
      <PageIntro title={t(about.title)}>{t(about.intro)}</PageIntro>
      <div className="mx-auto max-w-4xl space-y-12 px-4 pb-16">
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-2xl font-semibold text-stone-900">
            {t('public.about.missionTitle')}
          </h2>
          <p className="mt-3 text-lg text-stone-800">{t(about.mission)}</p>
        </section>
        <section aria-labelledby="story">
          <h2 id="story" className="text-2xl font-semibold text-stone-900">
            {t('public.about.storyTitle')}
          </h2>
          {about.story.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-800">
              {t(paragraph)}
            </p>
          ))}
        </section>
        <section aria-labelledby="values">
          <h2 id="values" className="text-2xl font-semibold text-stone-900">
            {t('public.about.valuesTitle')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="font-semibold text-stone-900">{t(value.title)}</h3>
                <p className="mt-2 text-stone-700">{t(value.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how">
          <h2 id="how" className="text-2xl font-semibold text-stone-900">
            {t('public.about.howTitle')}
          </h2>
          <ol className="mt-4 space-y-4">
            {about.howWeWork.map((step, index) => (
              <li key={step.step} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{t(step.step)}</h3>
                  <p className="text-stone-700">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section
          id="careers"
          aria-labelledby="careers-title"
          className="scroll-mt-24 rounded-2xl bg-emerald-50 p-6"
        >
          <h2 id="careers-title" className="text-2xl font-semibold text-stone-900">
            {t('public.about.careersTitle')}
          </h2>
          <p className="mt-3 text-stone-800">{t('public.about.careers')}</p>
          <Link
            to="/reachout"
            className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
          >
            {t('public.about.reachOut')}
          </Link>
        </section>
      </div>
    </>
  );
}
