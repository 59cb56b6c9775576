/**
 * What a public page needs at once and nothing in the HTML reveals, announced in its head (`<link rel="preload">`):
 * its cover picture, the largest paint of the page, which otherwise waits for the shell's and the remote's code to
 * run. The public remote's build writes these hints (page-hints.json); this adds them to the page asked for.
 *
 * Only when this server serves the public remote itself (its /remotes.json entry is the default local one): a
 * remote deployed elsewhere is read by the shell at run time, as always, with no hints in the HTML. The remote's
 * scripts are not announced: they would compete with the shell's entry script, which everything waits for.
 */
import path from 'node:path';
import { PAGE_HINTS_FILE, preloadLinksHtml, type PageHints } from '@camping/contracts/page-hints';
import { normalizePublicPath } from '@camping/contracts/public-pages';
import { buildJsonFile } from './build-json-file';
import { frontEndDist, REMOTE_ROWS, servedHere } from './front-end-paths';

export interface PagePreloads {
  /**
   * `<link rel="preload">` tags for a page path (empty for admin pages or without a local public remote). A page sent
   * drawn (prerendered-pages.ts) gets only its pictures: the page's code is not needed for its first paint.
   */
  forPath(pagePath: string, picturesOnly?: boolean): string;
  /** Changes whenever the hints file changes (part of the page's ETag). */
  version(): string;
}

export function pagePreloads(remotes: () => Record<string, string>, staticRoot?: string): PagePreloads {
  const publicRemote = REMOTE_ROWS.find((row) => !row.admin);
  const base = publicRemote ? `/remotes/${publicRemote.workspace}/` : '';
  // Asked on every page: the table of remotes can point the public remote elsewhere at run time.
  const local = () => !!publicRemote && servedHere(remotes(), publicRemote.workspace);
  const hints = publicRemote ? buildJsonFile<PageHints>(path.join(frontEndDist(publicRemote.workspace, staticRoot), PAGE_HINTS_FILE)) : null;

  return {
    forPath(pagePath, picturesOnly = false) {
      if (!hints || !local()) return '';
      const route = normalizePublicPath(pagePath);
      const pageHints = hints.read()?.[route]?.filter((hint) => !picturesOnly || hint.as === 'image');
      return pageHints?.length ? preloadLinksHtml(pageHints, base) : '';
    },
    version: () => String(local() && hints ? hints.version() : 0),
  };
}
