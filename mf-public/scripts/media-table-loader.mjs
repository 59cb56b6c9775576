/**
 * rspack loader of the content manifest as the tables the site reads its pictures and videos from:
 *   - `content/media.json?portadas`: the covers (every page's first chunk);
 *   - `content/media.json?alojamientos`: each lodging page's video and how many pictures its gallery has (the
 *     lodging pages' chunk: the video and the gallery's placeholders are drawn with the page);
 *   - `content/media.json?pagina=<slug>`: one lodging page's gallery (its own chunk, asked when the gallery nears
 *     the screen: issue 34).
 * Each table holds the manifest's entries (file name and alt text or title) and, for each of their files, the path
 * the build gives it. The files are emitted here, under the name the bundler gives any asset
 * (output.assetModuleFilename, the same content hash), so their URLs are the ones a `require.context` of the folders
 * gave; but a page downloads one small table of names instead of one module per file (the three galleries were 48 KB
 * minified on /camping; the camping's table is 3.6 KB gzip; docs/performance.md).
 *
 * The module it makes: `{ publicPath, ...entries, files }`, `files` being file name -> path under publicPath
 * (CoverTable, LodgingTable and GalleryTable in src/features/media/media-catalog.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the site shows: pictures (npm run media writes AVIF and WebP) and videos (WebM, MP4, a WebP poster). */
const MEDIA_FILE = /\.(avif|webp|webm|mp4)$/;

/** The folder's files that belong to one of the manifest's names (`camping-01-480.avif` to `camping-01`). */
function filesOf(folder, names) {
  const prefixes = names.flatMap((name) => [`${name}-`, `${name}.`]);
  return readdirSync(folder)
    .filter((file) => MEDIA_FILE.test(file) && prefixes.some((prefix) => file.startsWith(prefix)))
    .sort();
}

const picture = ({ archivo, alt }) => ({ archivo, alt });

/** What a query asks for: the entries the table carries and the folders (with the names) its files come from. */
function contentOf(manifest, query) {
  if (query.has('portadas')) {
    const covers = Object.fromEntries(Object.entries(manifest.portadas).map(([name, entry]) => [name, picture(entry)]));
    return { entries: { covers }, folders: [{ folder: 'portadas', names: Object.values(covers).map((c) => c.archivo) }] };
  }
  if (query.has('alojamientos')) {
    const slugs = Object.keys(manifest.galerias ?? {});
    const videoOf = (slug) => manifest.videos?.[slug] ?? null;
    const paginas = Object.fromEntries(
      slugs.map((slug) => {
        const video = videoOf(slug);
        return [slug, { video: video ? { archivo: video.archivo, titulo: video.titulo } : null, fotos: manifest.galerias[slug].length }];
      }),
    );
    return { entries: { paginas }, folders: [{ folder: 'videos', names: slugs.flatMap((slug) => videoOf(slug)?.archivo ?? []) }] };
  }
  const slug = query.get('pagina');
  const gallery = manifest.galerias?.[slug];
  if (!gallery) throw new Error(`media-table-loader: media.json no tiene la galería "${slug}"`);
  return { entries: { gallery: gallery.map(picture) }, folders: [{ folder: slug, names: gallery.map((entry) => entry.archivo) }] };
}

export default function mediaTableLoader(source) {
  const { entries, folders } = contentOf(JSON.parse(source), new URLSearchParams(this.resourceQuery));
  const media = path.join(path.dirname(this.resourcePath), 'media');
  const { outputOptions } = this._compilation;
  const files = {};
  for (const { folder, names } of folders) {
    const dir = path.join(media, folder);
    // A file added to the folder (npm run media) is picked up by a watching build too.
    this.addContextDependency(dir);
    for (const file of filesOf(dir, names)) {
      const fullPath = path.join(dir, file);
      const content = readFileSync(fullPath);
      const fullHash = this.utils.createHash(outputOptions.hashFunction).update(content).digest(outputOptions.hashDigest);
      const contentHash = fullHash.slice(0, outputOptions.hashDigestLength);
      const name = this._compilation.getPath(outputOptions.assetModuleFilename, { filename: fullPath, contentHash });
      this.emitFile(name, content, undefined, { immutable: true, contenthash: contentHash, sourceFilename: path.relative(this.rootContext, fullPath) });
      files[file] = name;
    }
  }
  // JSON.parse of a string: parsed faster than the same object as code. The paths are under the remote's own public
  // path, found at run time ('auto'), as the bundler's asset modules do.
  const table = JSON.stringify({ ...entries, files });
  const code = `export default { publicPath: __webpack_public_path__, ...JSON.parse(${JSON.stringify(table)}) };\n`;
  // A map naming the manifest as the source, so the build's source maps (and bench/bundles) say what these bytes are.
  const map = { version: 3, sources: [this.resourcePath], names: [], mappings: 'AAAA' };
  this.callback(null, code, map);
}
