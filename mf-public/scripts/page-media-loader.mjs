/**
 * rspack loader of `content/media.json?pagina=<slug>`: what one lodging page shows (its gallery and its video, as the
 * manifest lists them) and, for each of their files, the URL path the build gives it. The files are emitted here,
 * under the name the bundler gives any asset (output.assetModuleFilename, the same content hash), so their URLs are
 * the ones a `require.context` of the folders gave; but the page downloads one small table of names (~2.5 KB gzip
 * for the camping's 40 pictures) instead of one module per file of every gallery (48 KB minified, docs/performance.md).
 *
 * The module it makes: `{ publicPath, gallery: [{archivo, alt}], video: {archivo, titulo} | null, files }`, `files`
 * being file name -> path under publicPath (PageMedia in src/features/media/media-catalog.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a page shows: pictures (npm run media writes AVIF and WebP) and videos (WebM, MP4, a WebP poster). */
const MEDIA_FILE = /\.(avif|webp|webm|mp4)$/;

/** The folder's files that belong to one of the manifest's names (`camping-01-480.avif` to `camping-01`). */
function filesOf(folder, names) {
  const prefixes = names.flatMap((name) => [`${name}-`, `${name}.`]);
  return readdirSync(folder)
    .filter((file) => MEDIA_FILE.test(file) && prefixes.some((prefix) => file.startsWith(prefix)))
    .sort();
}

export default function pageMediaLoader(source) {
  const slug = new URLSearchParams(this.resourceQuery).get('pagina');
  const manifest = JSON.parse(source);
  const gallery = manifest.galerias?.[slug];
  if (!gallery) throw new Error(`page-media-loader: media.json no tiene la galería "${slug}"`);
  const video = manifest.videos?.[slug] ?? null;
  const media = path.join(path.dirname(this.resourcePath), 'media');
  const folders = [
    { folder: path.join(media, slug), names: gallery.map((entry) => entry.archivo) },
    { folder: path.join(media, 'videos'), names: video ? [video.archivo] : [] },
  ];

  const { outputOptions } = this._compilation;
  const files = {};
  for (const { folder, names } of folders) {
    // A file added to the folder (npm run media) is picked up by a watching build too.
    this.addContextDependency(folder);
    for (const file of filesOf(folder, names)) {
      const fullPath = path.join(folder, file);
      const content = readFileSync(fullPath);
      const fullHash = this.utils.createHash(outputOptions.hashFunction).update(content).digest(outputOptions.hashDigest);
      const contentHash = fullHash.slice(0, outputOptions.hashDigestLength);
      const name = this._compilation.getPath(outputOptions.assetModuleFilename, { filename: fullPath, contentHash });
      this.emitFile(name, content, undefined, { immutable: true, contenthash: contentHash, sourceFilename: path.relative(this.rootContext, fullPath) });
      files[file] = name;
    }
  }

  const table = {
    gallery: gallery.map(({ archivo, alt }) => ({ archivo, alt })),
    video: video ? { archivo: video.archivo, titulo: video.titulo } : null,
    files,
  };
  // JSON.parse of a string: parsed faster than the same object as code, and the URLs start at the remote's own
  // public path, found at run time ('auto'), as the bundler's asset modules do.
  return `export default { publicPath: __webpack_public_path__, ...JSON.parse(${JSON.stringify(JSON.stringify(table))}) };\n`;
}
