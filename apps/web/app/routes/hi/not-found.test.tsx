import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHindiPage } from '#web-test/hindi-page.tsx';
import NotFound from '../not-found.tsx';
import HindiNotFound, { meta } from './not-found.tsx';

describe('the not-found page', () => {
  it('says in Hindi under /hi that the page is not there, and leads to the Hindi home', () => {
    renderHindiPage(HindiNotFound, '*', '/hi/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/hi/');
    expect(meta()).toEqual([{ title: 'पेज नहीं मिला | NourishWell' }]);
  });

  it('reads as it always has in English', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(
      screen.getByText('The page you are looking for does not exist or has moved.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});
