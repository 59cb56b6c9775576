/**
 * The prerender build of a workspace (docs/public-site.md, «Prerendered pages»): one CommonJS module for Node, in
 * `dist/ssr/`, that the server loads to draw public pages into their HTML. It bundles its own React and libraries
 * (no federation: nothing is shared on the server), compiles the same sources with the same rules as the browser
 * build, and names every picture as the browser build does, so the prerendered page asks for the same files.
 * Style sheets and the pictures themselves are the browser build's: only the script is written.
 */
import path from 'node:path';
import rspack, { type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { PRERENDER_MODULE } from '../../contracts/src/prerender';
import { ASSET_MODULE_FILENAME, ASSET_RULE, RESOLVE_EXTENSIONS, sourceRule, type RspackEnv } from './create-federated-config';

export interface PrerenderConfigOptions {
  /** The workspace folder. */
  dir: string;
  /** The module exporting the render function (PublicPagePrerender or PublicChromePrerender). */
  entry: string;
  /** Where the browser build's files are served from, for the pictures' URLs ('/' for the shell). */
  publicPath: string;
  /** The workspace's own extra rules (mf-public's media tables). */
  rules?: RuleSetRule[];
}

/** Drops every file but the script: the pictures and styles already are in the browser build beside it. */
class ScriptOnlyPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ScriptOnlyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ScriptOnlyPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const name of Object.keys(compilation.assets)) {
          if (!/\.c?js$/.test(name)) compilation.deleteAsset(name);
        }
      });
    });
  }
}

export function createPrerenderConfig(options: PrerenderConfigOptions) {
  return (_env: RspackEnv, argv: { mode?: string }): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const output = path.join(options.dir, 'dist', PRERENDER_MODULE);
    return {
      context: options.dir,
      mode: production ? 'production' : 'development',
      target: 'node20',
      devtool: false,
      entry: { prerender: options.entry },
      output: {
        path: path.dirname(output),
        filename: path.basename(output),
        publicPath: options.publicPath,
        assetModuleFilename: ASSET_MODULE_FILENAME,
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: {
        extensions: RESOLVE_EXTENSIONS,
        conditionNames: ['source', 'node', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          sourceRule(production),
          // Imported for their side effect in the browser; on the server they are only text nobody reads.
          { test: /\.css$/, type: 'asset/source' },
          ASSET_RULE,
          ...(options.rules ?? []),
        ],
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new ScriptOnlyPlugin(),
        // One file: the lazy pages and media tables are part of it, not chunks to load.
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
