import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

describe('a public page’s tags for search engines and sharing', () => {
  it('gives the Hindi home /hi/ as its own address for sharing, and the English one /', () => {
    const page = { title: 'T', description: 'D', path: '/' };
    expect(pageMeta({ ...page, locale: 'hi' })).toContainEqual({
      property: 'og:url',
      content: '/hi/',
    });
    expect(pageMeta(page)).toContainEqual({ property: 'og:url', content: '/' });
  });

  it('names no language versions itself: relative ones are not valid, so the server sends them', () => {
    const meta = pageMeta({ title: 'T', description: 'D', path: '/calculator', locale: 'hi' });
    expect(meta.filter((tag) => 'rel' in tag)).toEqual([]);
  });
});
