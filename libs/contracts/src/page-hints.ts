/**
 * What a page needs at once, announced in its HTML (`<link rel="preload">`), so the browser fetches it together
 * with the shell instead of after the shell and the remote's code have run. A remote's build writes the hints of
 * its pages (page-hints.json, paths relative to the remote's folder); the server adds them to the shell's index.html
 * for the page asked for, when it serves that remote itself.
 */
export const PAGE_HINTS_FILE = 'page-hints.json';

export interface PreloadHint {
  as: 'image' | 'script' | 'style' | 'font' | 'fetch';
  href?: string;
  /** Responsive pictures: the same candidates and sizes as the page's `<source>`, so the browser picks the same file. */
  imagesrcset?: string;
  imagesizes?: string;
  type?: string;
  fetchpriority?: 'high' | 'low' | 'auto';
}

/** Route (e.g. '/camping') to what that page needs at once. */
export type PageHints = Record<string, PreloadHint[]>;

/** A value written between double quotes in an HTML attribute. */
export function htmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `url` as seen from `base` (a folder URL path such as '/remotes/mf-public/'); absolute URLs stay as they are. */
function resolve(url: string, base: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/)/i.test(url) ? url : `${base}${url}`;
}

/** The `<link rel="preload">` tags of some hints whose paths are relative to `base`. */
export function preloadLinksHtml(hints: readonly PreloadHint[], base: string): string {
  return hints
    .map((hint) => {
      const attributes: Array<[string, string | undefined]> = [
        ['as', hint.as],
        ['href', hint.href && resolve(hint.href, base)],
        [
          'imagesrcset',
          hint.imagesrcset &&
            hint.imagesrcset
              .split(',')
              .map((candidate) => {
                const [url, ...descriptor] = candidate.trim().split(/\s+/);
                return [resolve(url, base), ...descriptor].join(' ');
              })
              .join(', '),
        ],
        ['imagesizes', hint.imagesizes],
        ['type', hint.type],
        ['fetchpriority', hint.fetchpriority],
        ['crossorigin', hint.as === 'fetch' || hint.as === 'font' ? 'anonymous' : undefined],
      ];
      const html = attributes
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([name, value]) => ` ${name}="${htmlAttribute(value)}"`)
        .join('');
      return `<link rel="preload"${html}>`;
    })
    .join('');
}
