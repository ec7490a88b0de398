import { describe, expect, it } from 'vitest';
import { hindiPath, PUBLIC_PAGES } from '@nourishwell/shared';
import { englishPathOf, linkIn, localeOfPath, otherLanguagePath } from './public-paths.ts';

describe('the language of a public page, by its address', () => {
  it.each([
    ['/', 'en'],
    ['/calculator', 'en'],
    ['/history', 'en'],
    ['/hi', 'hi'],
    ['/hi/', 'hi'],
    ['/hi/calculator', 'hi'],
  ])('reads %s as %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('finds the English address of a Hindi page', () => {
    expect(englishPathOf('/hi/')).toBe('/');
    expect(englishPathOf('/hi')).toBe('/');
    expect(englishPathOf('/hi/aboutus')).toBe('/aboutus');
    expect(englishPathOf('/terms')).toBe('/terms');
  });
});

describe('links of the public pages in Hindi', () => {
  it('lead to the Hindi page where there is one, keeping the section', () => {
    expect(linkIn('hi', '/')).toBe('/hi/');
    expect(linkIn('hi', '/#package')).toBe('/hi/#package');
    expect(linkIn('hi', '/calculator')).toBe('/hi/calculator');
    expect(linkIn('hi', '/aboutus#careers')).toBe('/hi/aboutus#careers');
    expect(linkIn('hi', '/login')).toBe('/hi/login');
    expect(linkIn('hi', '/signup')).toBe('/hi/signup');
    expect(linkIn('hi', '/reachout')).toBe('/hi/reachout');
    expect(linkIn('hi', '/forgotpassword')).toBe('/hi/forgotpassword');
    expect(linkIn('hi', '/resetpassword')).toBe('/hi/resetpassword');
  });

  it('lead to the English page where there is no Hindi one yet, and stay as they are in English', () => {
    expect(linkIn('hi', '/consent')).toBe('/consent');
    expect(linkIn('hi', '/change-password')).toBe('/change-password');
    expect(linkIn('en', '/#package')).toBe('/#package');
    expect(linkIn('en', '/calculator')).toBe('/calculator');
  });
});

describe('the language switch’s address', () => {
  it('is the same page in the other language', () => {
    expect(otherLanguagePath('/')).toBe('/hi/');
    expect(otherLanguagePath('/calculator')).toBe('/hi/calculator');
    expect(otherLanguagePath('/calculator/')).toBe('/hi/calculator');
    expect(otherLanguagePath('/hi/')).toBe('/');
    expect(otherLanguagePath('/hi/calculator')).toBe('/calculator');
    expect(otherLanguagePath('/login')).toBe('/hi/login');
    expect(otherLanguagePath('/hi/resetpassword')).toBe('/resetpassword');
  });

  it('is the Hindi home for a page not yet in Hindi', () => {
    expect(otherLanguagePath('/consent')).toBe('/hi/');
    expect(otherLanguagePath('/change-password')).toBe('/hi/');
  });

  it('is never the Hindi home for a public page: every one is in Hindi', () => {
    for (const page of PUBLIC_PAGES) expect(otherLanguagePath(page)).toBe(hindiPath(page));
  });
});
