import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINDI_PAGES, PUBLIC_PAGES } from '@nourishwell/shared';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: 'https://nourishwell.example' });
  });
  afterAll(() => t.close());

  it('keeps dashboards and the API out of search engines and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /dashboard');
    expect(response.body).toContain('Disallow: /hi/resetpassword');
    expect(response.body).toContain('Sitemap: https://nourishwell.example/sitemap.xml');
  });

  it('lists every public page with its absolute address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    for (const page of ['/', '/blogs/6', '/calculator', '/terms', '/signup']) {
      expect(response.body).toContain(`<loc>https://nourishwell.example${page}</loc>`);
    }
    expect(response.body).not.toContain('/dashboard');
  });

  it('lists every public Hindi page at its /hi address, once each, and never the reset page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const page of ['/hi/', '/hi/calculator', '/hi/terms', '/hi/privacy', '/hi/login']) {
      expect(response.body).toContain(`<loc>https://nourishwell.example${page}</loc>`);
    }
    expect(response.body).not.toContain('resetpassword');
    const addresses = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every Hindi page but /resetpassword, which only an emailed link opens.
    expect(addresses).toHaveLength(PUBLIC_PAGES.length + HINDI_PAGES.length - 1);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
