/**
 * One factory for every rspack config of the product: the shell (host) and each remote. A remote exposes one
 * module (`./export-app`) and publishes `mf-manifest.json`; the host declares no remotes at build time and registers
 * them at run time from the server's manifest, so a remote is redeployed without rebuilding the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import rspack, { type Configuration } from '@rspack/core';
import { BuildInfoPlugin, buildStamp, stampManifest } from './build-stamp';
import { exposedChunkGroupName, LoadGraphPlugin } from './load-graph-plugin';
import { PageHintsPlugin, type PageHintsFromAssets } from './page-hints-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { publicSharedSplitChunks } from './public-shared-chunk';
import { API_PORT, EXPOSED_APP, SHELL_DEV_PORT, findRemote } from './remotes';
import { leafModules, sharedRequestFor, type SharedLibrary } from './shared-leaf-imports';
import { sharedConfig } from './shared-singletons';

export interface FederatedConfigOptions {
  /** The workspace folder (its package.json gives the versions of shared libraries). */
  dir: string;
  /** 'shell', or a remote's workspace name from remotes.json. */
  workspace: string;
  /** Title of the standalone page. */
  title: string;
  /** Files copied as-is into the build (e.g. images). */
  staticDir?: string;
  /** A remote's pages and what each needs at once (page-hints.json, announced by the server in the page's HTML). */
  pageHints?: PageHintsFromAssets;
  /**
   * Lazy imports (by `webpackChunkName`) whose files load-graph.json lists, for the server to announce them; a
   * remote's exposed module is always listed.
   */
  lazyParts?: readonly string[];
}

/**
 * The federation runtime as ES modules. The plugins resolve it with Node's `require.resolve`, i.e. its CommonJS
 * build, which the bundler cannot tree-shake: the browser then got the runtime's Node.js loader and every unused
 * helper (shell entry 33 -> 27 KB gzip, a remote's remoteEntry.js 15 -> 10 KB).
 */
function esmFederationRuntime(): Record<string, string> {
  const from = [require.resolve('@module-federation/runtime-tools'), require.resolve('@module-federation/enhanced')];
  const alias: Record<string, string> = {};
  const packages = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  for (const pkg of packages) {
    const cjs = require.resolve(pkg, { paths: from });
    if (!cjs.endsWith('.cjs')) continue;
    const esm = cjs.replace(/\.cjs$/, '.js');
    alias[`${cjs}$`] = esm;
    alias[`${pkg}$`] = esm;
  }
  return alias;
}

/** The shared library whose modules import each other relatively (see shared-leaf-imports.ts). */
const CONTRACTS: SharedLibrary = { name: '@camping/contracts', src: path.resolve(__dirname, '../../contracts/src') };

/** Relative imports inside contracts that reach a leaf module go through the shared instance instead of a copy. */
function sharedLeafImports() {
  const leaves = leafModules(CONTRACTS, ['messages']);
  return new rspack.NormalModuleReplacementPlugin(/^\.\.?\//, (data) => {
    const request = sharedRequestFor(data.request, data.context ?? '', [CONTRACTS], leaves);
    if (request) data.request = request;
  });
}

/** Our TypeScript and JSX, compiled by swc (the browser builds and the prerender builds alike). */
export function sourceRule(production: boolean) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/** Pictures, videos and fonts: files of their own, named `assetModuleFilename`. */
export const ASSET_RULE = { test: /\.(png|jpe?g|webp|avif|svg|gif|mp4|webm|woff2?)$/i, type: 'asset/resource' };

/** Output names shared with the prerender builds, so a picture's URL is the same in both. */
export const ASSET_MODULE_FILENAME = 'assets/[name].[contenthash:8][ext]';

/** How a package's build is chosen (see the comment where the browser builds use it). */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.json'];

export interface RspackEnv {
  WEBPACK_SERVE?: boolean;
}

/**
 * The HTML page of a build: the workspace's own index.html (the shell's, with the preloader and meta tags), else the
 * page every remote's standalone dev server shares, kept once here.
 */
function pageTemplate(dir: string): string {
  const own = path.join(dir, 'index.html');
  return existsSync(own) ? own : path.join(__dirname, '..', 'remote-index.html');
}

export function createFederatedConfig(options: FederatedConfigOptions) {
  return (_env: RspackEnv, argv: { mode?: string }): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const kind = options.workspace === 'shell' ? 'host' : 'remote';
    const { federationName, devPort } =
      kind === 'host' ? { federationName: 'shell', devPort: SHELL_DEV_PORT } : findRemote(options.workspace);
    const pkg = JSON.parse(readFileSync(path.join(options.dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const versions = { '@camping/ui': '1.0.0', '@camping/contracts': '1.0.0', ...pkg.dependencies };
    const apiTarget = process.env.API_URL ?? `http://localhost:${API_PORT}`;
    const stamp = buildStamp(options.dir);

    return {
      context: options.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(options.dir, 'dist'),
        // 'auto' resolves chunks next to remoteEntry.js, wherever the remote is deployed.
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: federationName,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: ASSET_MODULE_FILENAME,
        // The prerender build writes ssr/ afterwards (create-prerender-config.ts).
        clean: true,
      },
      resolve: {
        alias: esmFederationRuntime(),
        extensions: RESOLVE_EXTENSIONS,
        // Workspace libraries are compiled from their TypeScript source.
        conditionNames: ['source', 'import', 'module', 'browser', 'require', 'default'],
        // A package's exports map, not this list, decides which matching condition wins, so each kind of import gets
        // only its own: an ES import never the CommonJS build (date-fns lists 'require' first and came in whole, ~1 MB,
        // untreeshaken), a require() never the ES module (@babel/runtime's interop, pulled in by react-big-calendar,
        // failed at run time).
        byDependency: {
          esm: { conditionNames: ['source', 'import', 'module', 'browser', 'default'] },
          commonjs: { conditionNames: ['source', 'require', 'module', 'browser', 'default'] },
        },
      },
      module: {
        rules: [sourceRule(production), { test: /\.css$/, type: 'css/auto' }, ASSET_RULE],
      },
      plugins: [
        sharedLeafImports(),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes: kind === 'remote' ? { [EXPOSED_APP]: './src/export-app.tsx' } : undefined,
          remotes: {},
          shared: sharedConfig(versions, kind === 'host'),
          manifest: kind === 'remote' ? { fileName: 'mf-manifest.json', additionalData: stampManifest(stamp) } : false,
          dts: false,
          // The shell owns routing and passes the path as a prop; the bridge's router integration is not used.
          bridge: { enableBridgeRouter: false },
          experiments: {
            // One federation runtime per page: in production the shell provides its runtime core and the remotes use
            // it (~25 KB gzip less per remote). A remote's dev server keeps its own, so the remote still mounts alone.
            ...(production ? (kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
            // Browser-only builds: leave out the runtime's Node.js loading code. The snapshot plugin (which reads a
            // remote's mf-manifest.json) is left out too: the shell reads the manifest itself (remote-registry.ts).
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new rspack.HtmlRspackPlugin({
          template: pageTemplate(options.dir),
          title: options.title,
          minify: production,
          // The standalone page of a remote's dev server answers deep links (/admin/...): load scripts from the root.
          ...(kind === 'remote' && !production ? { publicPath: '/' } : {}),
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        ...(options.staticDir
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: options.staticDir, to: '.', noErrorOnMissing: true }] })]
          : []),
        new BuildInfoPlugin(stamp),
        new LoadGraphPlugin({
          ...Object.fromEntries((options.lazyParts ?? []).map((name) => [name, name])),
          ...(kind === 'remote' ? { [EXPOSED_APP]: exposedChunkGroupName(EXPOSED_APP) } : {}),
        }),
        ...(options.pageHints ? [new PageHintsPlugin(options.pageHints)] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: { minimize: production, ...(kind === 'host' ? { splitChunks: publicSharedSplitChunks } : {}) },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: apiTarget, changeOrigin: false }],
      },
      stats: 'errors-warnings',
    };
  };
}

