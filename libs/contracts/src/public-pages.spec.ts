import { PUBLIC_NAV, PUBLIC_PAGES, normalizePublicPath, pageChunkName, publicPageFor } from './public-pages';

describe('PUBLIC_PAGES', () => {
  it('lists the six public routes of the spec once each', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(['/', '/about', '/camping', '/cabanas', '/dormis', '/contact']);
  });

  it('finds a page with or without a trailing slash, and nothing for another path', () => {
    expect(publicPageFor('/camping/')?.slug).toBe('camping');
    expect(normalizePublicPath('/')).toBe('/');
    expect(publicPageFor('/admin')).toBeUndefined();
  });

  it('derives the chunk of each kind of page, the home included', () => {
    expect(pageChunkName('home')).toBe('pagina-home-page');
    expect(pageChunkName('lodging')).toBe('pagina-lodging-page');
  });

  it('points every navigation entry at a page of the table', () => {
    const paths = new Set<string>(PUBLIC_PAGES.map((page) => page.path));
    for (const item of PUBLIC_NAV) expect(paths.has(item.to.split('#')[0])).toBe(true);
  });
});
