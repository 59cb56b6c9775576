/**
 * The public site's pages, one row each (spec section 2). Everything that lists them reads this table: the server's
 * sitemap.xml, the shell's top bar and footer, mf-public's routes, lazy chunks, covers and page meta (typed by
 * PublicPath, so a page missing from one of them fails the typecheck), and mf-public's build, which announces each
 * page's cover and chunk in its HTML (page-hints). No imports: the build's config reads it with Node.
 */

/** Which screen a page is: the lodging pages share one, told apart by their slug. */
export type PublicPageKind = 'home' | 'about' | 'lodging' | 'contact';
export type LodgingSlug = 'camping' | 'cabanas' | 'dormis';
/** The picture at the top of a page (content/media.json's portadas). */
export type PageCover = 'inicio' | LodgingSlug;

export interface PublicPage {
  path: string;
  kind: PublicPageKind;
  /** For the lodging pages. */
  slug?: LodgingSlug;
  /** Its top picture, the page's largest paint, preloaded from the HTML. */
  cover: PageCover | null;
  /** sitemap.xml's priority. */
  priority: string;
}

export const PUBLIC_PAGES = [
  { path: '/', kind: 'home', cover: 'inicio', priority: '1.0' },
  { path: '/about', kind: 'about', cover: 'inicio', priority: '0.7' },
  { path: '/camping', kind: 'lodging', slug: 'camping', cover: 'camping', priority: '0.9' },
  { path: '/cabanas', kind: 'lodging', slug: 'cabanas', cover: 'cabanas', priority: '0.9' },
  { path: '/dormis', kind: 'lodging', slug: 'dormis', cover: 'dormis', priority: '0.9' },
  { path: '/contact', kind: 'contact', cover: null, priority: '0.8' },
] as const satisfies readonly PublicPage[];

export type PublicPath = (typeof PUBLIC_PAGES)[number]['path'];

/** '/camping/' and '/camping' are one page. */
export function normalizePublicPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function publicPageFor(pathname: string): PublicPage | undefined {
  const path = normalizePublicPath(pathname);
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * The lazy chunk of a kind of page, as mf-public's `import()` names it ("pagina-[request]" over the file
 * `<kind>-page`). The home has one too (issue 34): in the remote's first chunk, every other page downloaded it.
 */
export function pageChunkName(kind: PublicPageKind): string {
  return `pagina-${kind}-page`;
}

/** The entries of the public top bar and footer: pages, and sections of the home. */
export const PUBLIC_NAV: ReadonlyArray<{ label: string; to: PublicPath | `/#${string}` }> = [
  { label: 'Inicio', to: '/' },
  { label: 'Sobre Nosotros', to: '/#about' },
  { label: 'Servicios', to: '/#servicios' },
  { label: 'Cabañas', to: '/cabanas' },
  { label: 'Dormis', to: '/dormis' },
  { label: 'Camping', to: '/camping' },
  { label: 'Contacto', to: '/#contact' },
];

/**
 * A public page arrives drawn in its HTML (docs/public-site.md, «Prerendered pages»): the server renders it with the
 * prerender builds of the shell and mf-public into this element. The shell then draws its own app under it, hidden,
 * and swaps the two once mf-public announces, with this event on `document`, that the page is drawn.
 */
export const PRERENDERED_PAGE_ID = 'pagina-prerenderizada';
export const PAGE_DRAWN_EVENT = 'camping:pagina-dibujada';
