/**
 * The site's pictures and videos, from the one content manifest (content/media.json). The files themselves are the
 * optimised outputs of `npm run media` (AVIF and WebP at three widths, WebM + MP4 videos); the build gives each a
 * content-hashed URL, so replacing a photo never shows a stale copy.
 *
 * They are read from tables the build makes of the manifest (scripts/media-table-loader.mjs): the covers,
 * `media.json?portadas`, come with every page's first chunk; the lodging pages' videos and gallery sizes,
 * `media.json?alojamientos`, with those pages' chunk (lodging-table.ts); a lodging page's gallery,
 * `media.json?pagina=<slug>`, when the gallery nears the screen (lodging-media.ts).
 */
import coverTable from '../../../content/media.json?portadas';
import { COVER_WIDTHS } from './page-covers';
import type { LodgingSlug, PageCover } from '@camping/contracts/public-pages';

export { COVER_WIDTHS };

export type GalleryName = LodgingSlug;
export type CoverName = PageCover;

export const GALLERY_WIDTHS = [480, 960, 1600] as const;
/** Intrinsic aspect of the generated files (reserves the space before they load). */
export const GALLERY_SIZE = { width: 960, height: 720 };
export const COVER_SIZE = { width: 1280, height: 720 };

export interface ResponsiveImage {
  id: string;
  alt: string;
  /** `srcset` per format, widest last. */
  avif: string;
  webp: string;
  /** Fallback `src` (middle WebP). */
  src: string;
  /** The widest WebP, for the full-screen view and social cards. */
  large: string;
  width: number;
  height: number;
}

export interface LodgingVideo {
  titulo: string;
  webm: string;
  mp4: string;
  poster: string;
}

export interface ManifestEntry {
  archivo: string;
  alt: string;
}

/** A table of the build's media files (scripts/media-table-loader.mjs). */
export interface MediaTable {
  /** The remote's public path at run time: `files` are relative to it. */
  publicPath: string;
  /** File name (`camping-01-480.avif`) to its path in the build. */
  files: Record<string, string>;
}

/** `media.json?portadas`. */
export interface CoverTable extends MediaTable {
  covers: Record<CoverName, ManifestEntry>;
}

/** `media.json?alojamientos`: each lodging page's video and the number of pictures its gallery lists. */
export interface LodgingTable extends MediaTable {
  paginas: Record<GalleryName, { video: { archivo: string; titulo: string } | null; fotos: number }>;
}

/** `media.json?pagina=<slug>`: a lodging page's gallery. */
export interface GalleryTable extends MediaTable {
  gallery: ManifestEntry[];
}

/** Where the build put a media file, or null when it has no such file. */
export type MediaLookup = (file: string) => string | null;

export function tableLookup(table: MediaTable): MediaLookup {
  return (file) => (Object.hasOwn(table.files, file) ? table.publicPath + table.files[file] : null);
}

const coverLookup = tableLookup(coverTable);

/** Builds the srcsets of one manifest entry; null when its files were not generated (then it is left out). */
export function responsiveImage(
  lookup: MediaLookup,
  entry: ManifestEntry,
  widths: readonly number[],
  size: { width: number; height: number },
): ResponsiveImage | null {
  const set = (format: 'avif' | 'webp') => {
    const parts: string[] = [];
    for (const w of widths) {
      const url = lookup(`${entry.archivo}-${w}.${format}`);
      if (!url) return null;
      parts.push(`${url} ${w}w`);
    }
    return parts;
  };
  const avif = set('avif');
  const webp = set('webp');
  if (!avif || !webp) return null;
  return {
    id: entry.archivo,
    alt: entry.alt,
    avif: avif.join(', '),
    webp: webp.join(', '),
    src: webp[Math.floor(webp.length / 2)].split(' ')[0],
    large: webp[webp.length - 1].split(' ')[0],
    width: size.width,
    height: size.height,
  };
}

export function coverImage(name: CoverName): ResponsiveImage | null {
  return responsiveImage(coverLookup, coverTable.covers[name], COVER_WIDTHS, COVER_SIZE);
}
