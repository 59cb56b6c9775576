/**
 * The contact data (GET /api/public/sitio) also travel inside the page: the server writes them, already checked
 * with `sitioSchema`, into a JSON block of the shell's index.html. The public chrome and mf-public then show them at
 * once, with no request and without downloading zod on the visitor's first page. Where the block is missing (a dev
 * server, a shell served from a CDN) the callers fall back to the API call.
 */
import type { Sitio } from './schemas/sitio';

export const SITIO_EMBEBIDO_ID = 'datos-sitio';

/** The `<script type="application/json">` block the server adds to index.html; `<` is escaped so no value closes the tag. */
export function sitioEmbebidoHtml(sitio: Sitio): string {
  const json = JSON.stringify(sitio).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITIO_EMBEBIDO_ID}">${json}</script>`;
}

/** The part of the DOM's Document this needs (contracts also compiles for the API, which has no DOM types). */
interface DocumentLike {
  getElementById(id: string): { textContent: string | null } | null;
}

/** While a prerender build draws a page on the server (no document): the data the page will carry. */
let sitioAlPrerenderizar: Sitio | undefined;

export function usarSitioAlPrerenderizar(sitio: Sitio | undefined): void {
  sitioAlPrerenderizar = sitio;
}

/** The contact data written into this page by the server, or undefined when there are none. */
export function leerSitioEmbebido(
  doc: DocumentLike | undefined = (globalThis as { document?: DocumentLike }).document,
): Sitio | undefined {
  if (!doc) return sitioAlPrerenderizar;
  const text = doc.getElementById(SITIO_EMBEBIDO_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Sitio;
  } catch {
    return undefined;
  }
}
