/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every script, style sheet and SVG of
 * a production build, so the server (or any static host or CDN) sends them compressed without compressing on each
 * request. The server picks the copy the browser accepts and falls back to the plain file.
 *
 * Small files too: a file sent from disk is a stream of unknown length, so the server's compression threshold does not
 * apply and a plain file of a few hundred bytes was brotli-compressed again on every request (with two failed looks
 * for its copies first), about half a millisecond of CPU each; an admin screen loads ~30 such files. A copy is kept
 * only when it is smaller than the file.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images, video and fonts are already compressed. Source maps are left alone. */
export const PRECOMPRESSED = /\.(js|css|svg|json)$/;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification, hashing and the federation manifest: the final bytes.
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter((asset) => PRECOMPRESSED.test(asset.name))
            .map(async (asset) => {
              const raw = asset.source.buffer();
              const [br, gz] = await Promise.all([
                brotli(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
                gzipAsync(raw, { level: 9 }),
              ]);
              const info = { immutable: asset.info.immutable };
              if (br.length < raw.length) compilation.emitAsset(`${asset.name}.br`, new RawSource(br), info);
              if (gz.length < raw.length) compilation.emitAsset(`${asset.name}.gz`, new RawSource(gz), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
