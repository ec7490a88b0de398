import type { FastifyInstance } from 'fastify';
import { HINDI_PAGES, hindiPath, PUBLIC_PAGES } from '@nourishwell/shared';

/** robots.txt and sitemap.xml, with absolute addresses from APP_URL. */
export async function registerSeoRoutes(app: FastifyInstance, appUrl: string): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /dashboard',
          'Disallow: /api/',
          'Disallow: /resetpassword',
          'Disallow: /hi/resetpassword',
          'Disallow: /change-password',
          'Disallow: /consent',
          `Sitemap: ${appUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  // Every public page, then its Hindi version at the address its hreflang names (/hi/…);
  // never the reset page, which only a link from an email opens (and robots.txt keeps out).
  const hindi = HINDI_PAGES.filter((page) => (PUBLIC_PAGES as readonly string[]).includes(page));
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...PUBLIC_PAGES, ...hindi.map(hindiPath)].map(
      (page) => `  <url><loc>${appUrl}${page}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
