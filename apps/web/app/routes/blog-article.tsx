import { Link } from 'react-router';
import { ArticleView } from '#web/features/blog/components/article-view.tsx';
import { articleById } from '#web/features/blog/content/articles.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/blog-article';

export const meta: Route.MetaFunction = ({ params }) => {
  const article = articleById(Number(params.id));
  if (!article)
    return [{ title: 'Blog not found | NourishWell' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: `${article.title} | NourishWell`,
    description: article.description,
    path: `/blogs/${article.id}`,
  });
};

export default function BlogArticlePage({ params }: Route.ComponentProps) {
  const article = /^\d+$/.test(params.id) ? articleById(Number(params.id)) : undefined;
  if (!article) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-stone-900">404 - Blog Not Found</h1>
        <p className="text-stone-700">We could not find that article.</p>
        <Link to="/blogs" className="font-semibold text-emerald-800 underline underline-offset-4">
          See all articles
        </Link>
      </section>
    );
  }
  return <ArticleView article={article} />;
}
