import { Link } from 'react-router';
import type { BlogArticle } from '#web/features/blog/content/types.ts';

export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">
        {article.band}
      </p>
      <h2 className="mt-2 text-xl font-semibold text-stone-900">
        <Link to={`/blogs/${article.id}`} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-stone-700">{article.summary}</p>
      <p className="mt-4 text-sm text-stone-600">{article.readingMinutes} min read</p>
    </li>
  );
}
