import { Link } from 'react-router';
import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { formatDayIn } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

/** One article, in the language of its words (articles.ts, articles-hi.ts) and of the page. */
export function ArticleView({ article }: { article: BlogArticle }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        {t('blog.bandLine', { range: article.bmiRange, band: article.band })}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 text-stone-600">
        {formatDayIn(locale, article.publishedOn)} ·{' '}
        {t('blog.readingMinutes', { minutes: article.readingMinutes })}
      </p>
      <p className="mt-6 text-lg text-stone-800">{article.summary}</p>
      {article.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-semibold text-stone-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-stone-800">
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-stone-800">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <aside className="mt-10 rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 className="text-lg font-semibold text-emerald-900">{t('blog.takeaways')}</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-stone-800">
          {article.takeaways.map((takeaway) => (
            <li key={takeaway}>{takeaway}</li>
          ))}
        </ul>
      </aside>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/signup"
          className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
        >
          {t('blog.talkToNutritionist')}
        </Link>
        <Link
          to={linkIn(locale, '/calculator')}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:bg-stone-100"
        >
          {t('blog.backToCalculator')}
        </Link>
      </div>
      <section className="mt-10 border-t border-stone-200 pt-6 text-sm text-stone-600">
        <h2 className="font-semibold text-stone-800">{t('blog.sources')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {article.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
        <p className="mt-3">{t('blog.notMedicalAdvice')}</p>
      </section>
    </article>
  );
}
