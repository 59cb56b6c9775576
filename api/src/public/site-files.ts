/** robots.txt and sitemap.xml: both need the site's absolute URL, which only the request knows. */
import type { FastifyRequest } from 'fastify';
import { PUBLIC_PAGES } from '@camping/contracts/public-pages';


const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** `https://host` of the request (behind a proxy, TRUST_PROXY makes `req.protocol` the visitor's). */
export function siteOrigin(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  return `${request.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map(
    (r) => `  <url>\n    <loc>${origin}${r.path}</loc>\n    <changefreq>weekly</changefreq>\n    <priority>${r.priority}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
