/**
 * The chunk of a lodging page's media table, as assets-paginas.ts names it: the build announces it with the page
 * (page-hints.ts). No imports: the build reads it with Node.
 */
export function pageMediaChunkName(slug: string): string {
  return `medios-${slug}`;
}
