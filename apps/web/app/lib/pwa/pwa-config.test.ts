import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, pwaOptions, THEME_COLOR } from '../../../pwa.config.ts';

const { manifest, workbox } = pwaOptions;
const isAppShellPage = (pathname: string) =>
  workbox.navigateFallbackAllowlist.some((pattern) => pattern.test(pathname)) &&
  !workbox.navigateFallbackDenylist.some((pattern) => pattern.test(pathname));

describe('the installable app (decision 016)', () => {
  it('is NourishWell, opening standalone on the dashboard, in the brand colours', () => {
    expect(manifest).toMatchObject({
      name: 'NourishWell',
      short_name: 'NourishWell',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#fafaf9',
    });
    expect([THEME_COLOR, BACKGROUND_COLOR]).toEqual(['#047857', '#fafaf9']);
  });

  it('has our mark at 192 and 512 px, and a 512 px maskable one for Android launchers', () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect(icon.type).toBe('image/png');
  });

  it('opens the dashboards, the password change and the consent screen from the cached app shell', () => {
    expect(workbox.navigateFallback).toBe('/__spa-fallback.html');
    for (const page of ['/dashboard', '/dashboard/client', '/dashboard/nutritionist/clients/4']) {
      expect(isAppShellPage(page), page).toBe(true);
    }
    expect(isAppShellPage('/change-password')).toBe(true);
    expect(isAppShellPage('/consent')).toBe(true);
  });

  it('leaves the marketing pages and the API to the network', () => {
    for (const page of ['/', '/login', '/privacy', '/blogs/2', '/dashboards', '/api/users/me']) {
      expect(isAppShellPage(page), page).toBe(false);
    }
    expect(workbox.runtimeCaching).toEqual([]);
    expect(workbox.globPatterns.join(' ')).not.toMatch(/index\.html/);
  });

  it('lets a new deployment take over on its own, dropping the old caches', () => {
    expect(pwaOptions.registerType).toBe('autoUpdate');
    expect(workbox).toMatchObject({
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    });
  });
});
