import { Link } from 'react-router';
import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

export function ArticleCard({ article }: { article: BlogArticle }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        {article.band}
      </p>
      <h2 className="mt-2 text-xl font-semibold text-stone-900">
        <Link to={linkIn(locale, `/blogs/${article.id}`)} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-stone-700">{article.summary}</p>
      <p className="mt-4 text-sm text-stone-600">
        {t('blog.readingMinutes', { minutes: article.readingMinutes })}
      </p>
    </li>
  );
}
