import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import HindiBlogArticle, { meta as articleMeta } from './blog-article.tsx';
import HindiBlogs, { meta } from './blogs.tsx';

describe('the blog in Hindi, /hi/blogs', () => {
  it('lists the two featured articles in Hindi, leading to their Hindi pages and the Hindi calculator', () => {
    renderHindiPage(HindiBlogs, 'blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'सेहतमंद BMI: इसे कैसे बनाए रखें, और यह नंबर क्या नहीं बताता',
      }),
    ).toHaveAttribute('href', '/hi/blogs/3');
    expect(screen.getByRole('link', { name: /^ज़्यादा वज़न:/ })).toHaveAttribute(
      'href',
      '/hi/blogs/4',
    );
    expect(screen.getAllByText('5 मिनट में पढ़ें')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'अपना BMI निकालें' })).toHaveAttribute(
      'href',
      '/hi/calculator',
    );
    expect(meta()).toContainEqual({ title: 'ब्लॉग | NourishWell' });
  });
});

describe('a blog article in Hindi, /hi/blogs/:id', () => {
  it('reads in Hindi: its band, date, sections, takeaways and the page’s own words', () => {
    renderHindiPage(HindiBlogArticle, 'blogs/:id', '/hi/blogs/4');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'ज़्यादा वज़न: छोटे, टिकाऊ बदलाव जो आपका वज़न घटाते हैं',
      }),
    ).toBeVisible();
    expect(screen.getByText('BMI 25 से 29.9 · ज़्यादा वज़न')).toBeVisible();
    expect(screen.getByText(/^9 नव॰ 2026 · 6 मिनट में पढ़ें$/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'मुख्य बातें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'कैलकुलेटर पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/calculator',
    );
    expect(screen.getByText(/^यह लेख आम जानकारी है, डॉक्टरी सलाह नहीं।/)).toBeVisible();
  });

  it('says in Hindi that an article does not exist, and leads to the Hindi list', () => {
    renderHindiPage(HindiBlogArticle, 'blogs/:id', '/hi/blogs/9');
    expect(screen.getByRole('heading', { level: 1, name: '404 - लेख नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सभी लेख देखें' })).toHaveAttribute('href', '/hi/blogs');
  });

  it('has the article’s Hindi title and its own address, or noindex when there is none', () => {
    expect(articleMeta({ params: { id: '4' } })).toEqual(
      expect.arrayContaining([
        { title: 'ज़्यादा वज़न: छोटे, टिकाऊ बदलाव जो आपका वज़न घटाते हैं | NourishWell' },
        { property: 'og:url', content: '/hi/blogs/4' },
      ]),
    );
    expect(articleMeta({ params: { id: 'x' } })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });
});
