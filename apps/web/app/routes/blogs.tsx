import { BlogList } from '#web/features/blog/components/blog-list.tsx';
import { articles } from '#web/features/blog/content/articles.ts';
import { englishT } from '#web/lib/i18n/i18n.tsx';
import { pageMeta } from '#web/lib/page-meta.ts';
import type { Route } from './+types/blogs';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: englishT('blog.metaTitle'),
    description: englishT('blog.metaDescription'),
    path: '/blogs',
  });

/** /blogs; /hi/blogs gives the same page the Hindi articles (routes/hi/blogs.tsx). */
export default function Blogs() {
  return <BlogList articles={articles} />;
}
