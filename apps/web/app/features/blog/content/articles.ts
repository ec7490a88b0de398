import { article1 } from './articles/article-1.ts';
import { article2 } from './articles/article-2.ts';
import { article3 } from './articles/article-3.ts';
import { article4 } from './articles/article-4.ts';
import { article5 } from './articles/article-5.ts';
import { article6 } from './articles/article-6.ts';
import type { BlogArticle } from './types.ts';

/** Articles 1–6, one per BMI band (the calculator links to the reader's band). */
export const articles: readonly BlogArticle[] = [
  article1,
  article2,
  article3,
  article4,
  article5,
  article6,
];

/** The article of `id` among one language's articles (articles-hi.ts has Hindi's). */
export function articleIn(among: readonly BlogArticle[], id: number): BlogArticle | undefined {
  return among.find((article) => article.id === id);
}

export const articleById = (id: number) => articleIn(articles, id);
