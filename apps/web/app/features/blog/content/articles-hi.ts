import { article1Hi } from './articles/hi/article-1.ts';
import { article2Hi } from './articles/hi/article-2.ts';
import { article3Hi } from './articles/hi/article-3.ts';
import { article4Hi } from './articles/hi/article-4.ts';
import { article5Hi } from './articles/hi/article-5.ts';
import { article6Hi } from './articles/hi/article-6.ts';
import type { BlogArticle } from './types.ts';

/**
 * The six articles in Hindi (/hi/blogs): each a faithful translation of its English twin in
 * articles/, with the same sections, bullets, takeaways, numbers and sources (articles.test.ts
 * holds them to that). Only the Hindi pages import this file.
 */
export const articlesHi: readonly BlogArticle[] = [
  article1Hi,
  article2Hi,
  article3Hi,
  article4Hi,
  article5Hi,
  article6Hi,
];
