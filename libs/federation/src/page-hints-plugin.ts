/**
 * Writes a remote's page-hints.json (@camping/contracts/page-hints): what each of its pages needs at once, computed
 * from the final (hashed) asset names, so the server can announce them in the page's HTML.
 */
import type { Compiler } from '@rspack/core';
import type { PageHints } from '@camping/contracts/page-hints';

/**
 * PAGE_HINTS_FILE of @camping/contracts/page-hints (checked by a test). Not imported: rspack loads this config with
 * Node's resolution, which would need contracts compiled first, and every remote must build alone.
 */
export const PAGE_HINTS_FILE_NAME = 'page-hints.json';

export type PageHintsFromAssets = (assetNames: string[]) => PageHints;

export class PageHintsPlugin {
  constructor(private readonly hints: PageHintsFromAssets) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing (final names), before the precompressed copies are made.
        { name: 'PageHintsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const names = compilation.getAssets().map((asset) => asset.name);
          compilation.emitAsset(PAGE_HINTS_FILE_NAME, new RawSource(JSON.stringify(this.hints(names), null, 2)));
        },
      );
    });
  }
}
