import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import HindiHome from './home.tsx';
import HindiPublicLayout from './public-layout.tsx';

function renderHindiHome() {
  render(
    <MemoryRouter initialEntries={['/hi/']}>
      <Routes>
        <Route path="hi" element={<HindiPublicLayout />}>
          <Route index element={<HindiHome />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the Hindi home, /hi/', () => {
  it('reads in Hindi from its first render and marks the document Hindi', () => {
    renderHindiHome();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'अच्छा खाएँ, बेहतर महसूस करें, ऐसे कोच के साथ जो आपकी थाली को जानता है',
      }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('leads to the Hindi pages from its header (every public page is in Hindi), and to itself in English', () => {
    renderHindiHome();
    const main = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(main.getByRole('link', { name: 'कीमत' })).toHaveAttribute('href', '/hi/#package');
    expect(main.getByRole('link', { name: 'कैलकुलेटर' })).toHaveAttribute('href', '/hi/calculator');
    expect(main.getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('href', '/hi/blogs');
    expect(main.getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/hi/reachout');
    for (const link of screen.getAllByRole('link', { name: 'English' }))
      expect(link).toHaveAttribute('href', '/');
  });
});
