import { describe, expect, it } from 'vitest';
import { BMI_BANDS } from '@nourishwell/shared';
import { articleById, articles } from './articles.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the blog articles', () => {
  it('has one article per BMI band, numbered as the calculator links them', () => {
    expect(articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const article of articles) expect(article.band).toBe(BMI_BANDS[article.id - 1]?.label);
  });

  it.each(articles.map((a) => [a.id, a] as const))(
    'article %i has a search description of 120 to 160 characters',
    (_id, article) => {
      expect(article.description.length).toBeGreaterThanOrEqual(120);
      expect(article.description.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(articles.map((a) => [a.id, a] as const))(
    'article %i is a real piece: sections, takeaways and sources',
    (_id, article) => {
      const body = article.sections
        .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])
        .join(' ');
      expect(words(body)).toBeGreaterThan(350);
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      expect(article.takeaways.length).toBeGreaterThanOrEqual(4);
      expect(article.sources.length).toBeGreaterThan(0);
    },
  );

  it('finds an article by id and nothing for other ids', () => {
    expect(articleById(4)?.band).toBe('Overweight');
    expect(articleById(7)).toBeUndefined();
    expect(articleById(0)).toBeUndefined();
  });
});
