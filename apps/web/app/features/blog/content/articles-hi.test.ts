import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@nourishwell/shared';
import { hindiT } from '#web/lib/i18n/hindi.ts';
import { articlesHi } from './articles-hi.ts';
import { articles } from './articles.ts';
import type { BlogArticle } from './types.ts';

/** The numbers a text names (BMIs, kg, minutes, kcal), in order of size: word order differs. */
const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/** An article's shape: its parts, how many of each, the numbers each names, and its sources. */
const shapeOf = (article: BlogArticle) => ({
  id: article.id,
  bmiRange: numbers(article.bmiRange),
  facts: [article.readingMinutes, article.publishedOn],
  intro: [article.title, article.description, article.summary].map(numbers),
  sections: article.sections.map((section) => ({
    heading: numbers(section.heading),
    paragraphs: section.paragraphs.map(numbers),
    bullets: section.bullets?.map(numbers),
  })),
  takeaways: article.takeaways.map(numbers),
  sources: article.sources,
});

describe('the blog articles in Hindi', () => {
  it.each(articles.map((article, index) => [article.id, article, articlesHi[index]!] as const))(
    'article %i is its English twin translated: the same sections, bullets, takeaways, numbers and sources',
    (_id, english, hindi) => {
      expect(shapeOf(hindi)).toEqual(shapeOf(english));
    },
  );

  it.each(articlesHi.map((article) => [article.id, article] as const))(
    'article %i names its band as the Hindi calculator does, and has a search description of at most 160 characters',
    (id, article) => {
      expect(article.band).toBe(hindiT(`calculator.band${id}` as MessageKey));
      expect(article.description.length).toBeLessThanOrEqual(160);
    },
  );
});
