import { Link } from 'react-router';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { ArticleCard } from '#web/features/blog/components/article-card.tsx';
import { articleById } from '#web/features/blog/content/articles.ts';
import type { BlogArticle } from '#web/features/blog/content/types.ts';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/blogs';

/** The two articles the spec's list shows; the other four are reached from the calculator. */
const FEATURED = [3, 4] as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Blog | NourishWell',
    description:
      'Practical, evidence-based articles from our nutritionists on weight, BMI and eating well with Indian food.',
    path: '/blogs',
  });

export default function Blogs() {
  const featured = FEATURED.map((id) => articleById(id)).filter(
    (a): a is BlogArticle => a !== undefined,
  );
  return (
    <>
      <PageIntro title="Blog">Practical reading from our nutritionists.</PageIntro>
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
        <p className="mt-8 text-center text-stone-700">
          Not sure which applies to you?{' '}
          <Link
            to="/calculator"
            className="font-semibold text-emerald-800 underline underline-offset-4"
          >
            Work out your BMI
          </Link>{' '}
          and read the article for your band.
        </p>
      </div>
    </>
  );
}
