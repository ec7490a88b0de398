import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

const alternates = (meta: ReturnType<typeof pageMeta>) =>
  meta.filter((tag) => 'rel' in tag && tag.rel === 'alternate');

describe('a public page’s languages for search engines', () => {
  it('names both versions and English as the default, the same from either one', () => {
    const expected = [
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: '/calculator' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: '/hi/calculator' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/calculator' },
    ];
    const page = { title: 'T', description: 'D', path: '/calculator' };
    expect(alternates(pageMeta(page))).toEqual(expected);
    expect(alternates(pageMeta({ ...page, locale: 'hi' }))).toEqual(expected);
  });

  it('gives the Hindi home as /hi/ and its own address to the Hindi page', () => {
    const meta = pageMeta({ title: 'T', description: 'D', path: '/', locale: 'hi' });
    expect(alternates(meta)).toContainEqual(
      expect.objectContaining({ hrefLang: 'hi', href: '/hi/' }),
    );
    expect(meta).toContainEqual({ property: 'og:url', content: '/hi/' });
  });

  it('names no other language for a page that is in English only', () => {
    // Every public page is in Hindi; the consent page, outside them, is not.
    expect(alternates(pageMeta({ title: 'T', description: 'D', path: '/consent' }))).toEqual([]);
  });
});
