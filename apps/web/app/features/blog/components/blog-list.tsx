import { Link } from 'react-router';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { ArticleCard } from '#web/features/blog/components/article-card.tsx';
import { articleIn } from '#web/features/blog/content/articles.ts';
import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { useLocale, useT } from '#web/lib/i18n/i18n.tsx';
import { linkIn } from '#web/lib/i18n/public-paths.ts';

/** The two articles the spec's list shows; the other four are reached from the calculator. */
const FEATURED = [3, 4] as const;

/** /blogs and /hi/blogs: the articles come as a prop, each page's in its language. */
export function BlogList({ articles }: { articles: readonly BlogArticle[] }) {
  const t = useT();
  const locale = useLocale();
  const featured = FEATURED.map((id) => articleIn(articles, id)).filter(
    (a): a is BlogArticle => a !== undefined,
  );
  return (
    <>
      <PageIntro title={t('blog.title')}>{t('blog.intro')}</PageIntro>
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
        <p className="mt-8 text-center text-stone-700">
          {t('blog.notSure')}{' '}
          <Link
            to={linkIn(locale, '/calculator')}
            className="font-semibold text-emerald-800 underline underline-offset-4"
          >
            {t('blog.workOutBmi')}
          </Link>{' '}
          {t('blog.readYourBand')}
        </p>
      </div>
    </>
  );
}
