import { articleMeta, ArticlePage } from '#web/features/blog/components/article-page.tsx';
import { articles } from '#web/features/blog/content/articles.ts';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import type { Route } from './+types/blog-article';

export const meta: Route.MetaFunction = ({ params }) =>
  articleMeta(articles, params.id, englishT, 'en');

/** /blogs/:id; /hi/blogs/:id gives the same page the Hindi articles (routes/hi/blog-article.tsx). */
export default function BlogArticlePage({ params }: Route.ComponentProps) {
  return <ArticlePage articles={articles} id={params.id} />;
}
