import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HINDI_PUBLIC_PAGES, languageVersions } from '@nourishwell/shared';
import * as forgotPassword from './forgot-password.tsx';
import * as login from './login.tsx';
import HindiPublicLayout from './public-layout.tsx';
import * as reachOut from './reachout.tsx';
import * as resetPassword from './reset-password.tsx';
import * as signup from './signup.tsx';

/** A Hindi page as its address renders it: under the Hindi layout. */
function renderHindi(path: string, Page: ComponentType, search = '') {
  render(
    <MemoryRouter initialEntries={[`/hi/${path}${search}`]}>
      <Routes>
        <Route path="hi" element={<HindiPublicLayout />}>
          <Route path={path} element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const titleOf = (meta: () => unknown[]) =>
  (meta().find((tag) => typeof tag === 'object' && tag && 'title' in tag) as { title: string })
    .title;

describe('the sign-in, password, sign-up and reach-out pages in Hindi', () => {
  it.each([
    ['login', login, 'साइन इन करें', 'साइन इन | NourishWell'],
    ['signup', signup, 'हमसे जुड़ें', 'हमसे जुड़ें | NourishWell'],
    ['reachout', reachOut, 'हमसे संपर्क करें', 'हमसे संपर्क करें | NourishWell'],
    ['forgotpassword', forgotPassword, 'पासवर्ड भूल गए', 'पासवर्ड भूल गए | NourishWell'],
    ['resetpassword', resetPassword, 'नया पासवर्ड चुनें', 'नया पासवर्ड चुनें | NourishWell'],
  ])('/hi/%s reads in Hindi from its first render, with a Hindi title', (path, page, h1, title) => {
    renderHindi(path, page.default);
    expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    expect(document.documentElement.lang).toBe('hi');
    expect(titleOf(page.meta)).toBe(title);
  });

  it('are Hindi pages of their English ones, for search engines, but the reset link’s page', () => {
    expect(login.meta()).toContainEqual({ property: 'og:url', content: '/hi/login' });
    expect(languageVersions('/signup')).toContainEqual({ hreflang: 'en', path: '/signup' });
    expect(resetPassword.meta()).toContainEqual({ name: 'robots', content: 'noindex' });
    // Prerendered: all but the reset link's page, which is rendered in the browser.
    expect(HINDI_PUBLIC_PAGES).toEqual(
      expect.arrayContaining(['/hi/login', '/hi/signup', '/hi/reachout', '/hi/forgotpassword']),
    );
    expect(HINDI_PUBLIC_PAGES).not.toContain('/hi/resetpassword');
  });

  it('lead to each other in Hindi: the header’s Login, sign-in to its forgotten password and back', () => {
    renderHindi('login', login.default);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/hi/login');
    const main = within(screen.getByRole('navigation', { name: 'मुख्य' }));
    expect(main.getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/hi/reachout');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/hi/forgotpassword',
    );
  });

  it('give the forgot-password island its Hindi texts and its way back to the Hindi sign-in', () => {
    renderHindi('forgotpassword', forgotPassword.default);
    expect(screen.getByLabelText('ईमेल')).toBeVisible();
    expect(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi/login',
    );
    const island = document.querySelector('[data-island="forgot-password"]');
    const props = JSON.parse(island?.getAttribute('data-props') ?? '{}');
    expect(props.locale).toBe('hi');
    expect(props.texts['auth.forgot.submit']).toEqual(['रीसेट लिंक भेजें']);
    // The island carries its own texts only, not the page's or the catalogue.
    expect(Object.keys(props.texts).every((key) => key.startsWith('auth.forgot.'))).toBe(true);
  });

  it('say a reset link without its token is spent, in Hindi, with the way to a new one', () => {
    renderHindi('resetpassword', resetPassword.default);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'यह रीसेट लिंक सही नहीं है या इसका समय खत्म हो गया है। कृपया नया लिंक मँगाएँ।',
    );
    expect(screen.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toHaveAttribute(
      'href',
      '/hi/forgotpassword',
    );
  });
});
