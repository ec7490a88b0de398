import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import BlogArticlePage from './blog-article.tsx';
import Blogs from './blogs.tsx';
import type { Route as ArticleRoute } from './+types/blog-article';

/** What React Router gives the article's route module: here, only its params are read. */
const articleProps = (id: string) => ({ params: { id } }) as ArticleRoute.ComponentProps;

describe('the blog in English', () => {
  it('lists the featured articles as it always has', () => {
    render(
      <MemoryRouter>
        <Blogs />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^A healthy BMI/ })).toHaveAttribute(
      'href',
      '/blogs/3',
    );
    expect(screen.getByRole('link', { name: 'Work out your BMI' })).toHaveAttribute(
      'href',
      '/calculator',
    );
  });

  it('shows an article with its date, reading time and the page’s words', () => {
    render(
      <MemoryRouter initialEntries={['/blogs/4']}>
        <Routes>
          <Route path="blogs/:id" element={<BlogArticlePage {...articleProps('4')} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('9 Nov 2026 · 6 min read')).toBeVisible();
    expect(screen.getByText('BMI 25 to 29.9 · Overweight')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Key takeaways' })).toBeVisible();
    expect(
      screen.getByText(
        'This article is general information, not medical advice. Please speak to your doctor about your own health.',
      ),
    ).toBeVisible();
  });
});
