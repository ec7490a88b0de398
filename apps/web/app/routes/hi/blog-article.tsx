import { useParams } from 'react-router';
import { articleMeta, ArticlePage } from '#web/features/blog/components/article-page.tsx';
import { articlesHi } from '#web/features/blog/content/articles-hi.ts';
import { hindiT } from '#web/lib/i18n/hindi.ts';

export const meta = ({ params }: { params: { id?: string } }) =>
  articleMeta(articlesHi, params.id, hindiT, 'hi');

export default function HindiBlogArticle() {
  const { id = '' } = useParams();
  return <ArticlePage articles={articlesHi} id={id} />;
}
