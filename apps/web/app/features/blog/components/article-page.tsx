import { Link } from 'react-router';
import type { Locale, Translate } from '@nourishwell/shared';
import { ArticleView } from '#web/features/blog/components/article-view.tsx';
import { articleIn } from '#web/features/blog/content/articles.ts';
import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

/** The article an address names among one language's articles: only digits name one. */
const articleAt = (articles: readonly BlogArticle[], id: string | undefined) =>
  id !== undefined && /^\d+$/.test(id) ? articleIn(articles, Number(id)) : undefined;

/** /blogs/:id's meta in a language: the article's own title and description, or noindex. */
export function articleMeta(
  articles: readonly BlogArticle[],
  id: string | undefined,
  t: Translate,
  locale: Locale,
) {
  const article = articleAt(articles, id);
  if (!article)
    return [{ title: t('blog.notFoundMetaTitle') }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: t('blog.articleMetaTitle', { title: article.title }),
    description: article.description,
    path: `/blogs/${article.id}`,
    locale,
  });
}

/** /blogs/:id and /hi/blogs/:id: the article of the address, or its own not-found text. */
export function ArticlePage({ articles, id }: { articles: readonly BlogArticle[]; id: string }) {
  const t = useT();
  const locale = useLocale();
  const article = articleAt(articles, id);
  if (!article) {
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-stone-900">{t('blog.notFoundTitle')}</h1>
        <p className="text-stone-700">{t('blog.notFound')}</p>
        <Link
          to={linkIn(locale, '/blogs')}
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          {t('blog.seeAll')}
        </Link>
      </section>
    );
  }
  return <ArticleView article={article} />;
}
