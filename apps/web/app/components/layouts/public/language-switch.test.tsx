import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './language-switch.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
}

describe('the public pages’ language switch', () => {
  it('on an English page, is a link named हिंदी to the same page in Hindi, marked Hindi', () => {
    renderAt('/calculator');
    const link = screen.getByRole('link', { name: 'हिंदी' });
    expect(link).toHaveAttribute('href', '/hi/calculator');
    expect(link).toHaveAttribute('lang', 'hi');
    expect(link).toHaveAttribute('hreflang', 'hi');
  });

  it('on a Hindi page, is a link named English to the English page', () => {
    renderAt('/hi/');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('on a page not yet in Hindi, leads to the Hindi home', () => {
    // Every public page is in Hindi; the consent page, outside them, is not.
    renderAt('/consent');
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi/');
  });

  it('on the reset page, keeps the emailed link’s token in the other language', () => {
    renderAt('/resetpassword?token=abc123');
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute(
      'href',
      '/hi/resetpassword?token=abc123',
    );
  });

  it('on any other page, leaves its query behind', () => {
    renderAt('/login?next=%2Fdashboard%2Fclient');
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi/login');
  });
});
