import { BlogList } from '#web/features/blog/components/blog-list.tsx';
import { articlesHi } from '#web/features/blog/content/articles-hi.ts';
import { hindiT } from '#web/lib/i18n/hindi.ts';
import { pageMeta } from '#web/lib/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: hindiT('blog.metaTitle'),
    description: hindiT('blog.metaDescription'),
    path: '/blogs',
    locale: 'hi',
  });

export default function HindiBlogs() {
  return <BlogList articles={articlesHi} />;
}
