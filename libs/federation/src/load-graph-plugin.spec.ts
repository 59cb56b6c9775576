import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOAD_GRAPH_FILE, type LoadGraph } from '@camping/contracts/load-graph';
import { exposedChunkGroupName, LOAD_GRAPH_FILE_NAME, sharedModuleOf } from './load-graph-plugin';

const dirs: string[] = [];
const RSPACK = path.resolve(__dirname, '../../../node_modules/.bin/rspack');
const PLUGIN = path.resolve(__dirname, 'load-graph-plugin.ts');
const FEDERATION = require.resolve('@module-federation/enhanced/rspack');

/**
 * A real production build of a small host (rspack is an ES module jest cannot load, so through its own command): an
 * entry that imports its app lazily, the app using a shared library `etiquetas` (1.2.3) that uses another, `fechas`.
 */
async function build(parts: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'load-graph-'));
  dirs.push(dir);
  const file = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), content);
  };
  file('main.js', "import(/* webpackChunkName: 'app' */ './app.js').then((m) => m.default());\n");
  file('app.js', "import { etiqueta } from 'etiquetas';\nexport default function app() { return etiqueta('hola'); }\n");
  file('node_modules/etiquetas/package.json', JSON.stringify({ name: 'etiquetas', version: '1.2.3', main: 'index.js' }));
  file('node_modules/etiquetas/index.js', "import { hoy } from 'fechas';\nexport function etiqueta(texto) { return `${texto} ${hoy()}`; }\n");
  file('node_modules/fechas/package.json', JSON.stringify({ name: 'fechas', version: '4.0.1', main: 'index.js' }));
  file('node_modules/fechas/index.js', "export function hoy() { return '2026-11-26'; }\n");
  file(
    'rspack.config.ts',
    `import path from 'node:path';
import { ModuleFederationPlugin } from ${JSON.stringify(FEDERATION)};
import { LoadGraphPlugin } from ${JSON.stringify(PLUGIN)};
export default {
  mode: 'production',
  context: __dirname,
  entry: { main: './main.js' },
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'host',
      dts: false,
      shared: { etiquetas: { singleton: true, requiredVersion: '^1.0.0' }, fechas: { singleton: true, requiredVersion: '^4.0.0' } },
    }),
    new LoadGraphPlugin(${JSON.stringify(parts)}),
  ],
};
`,
  );
  await promisify(execFile)(RSPACK, ['build', '-c', 'rspack.config.ts'], { cwd: dir });
  return path.join(dir, 'dist');
}

describe('LoadGraphPlugin', () => {
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("writes a named lazy part's files and the shared modules it consumes, and each shared module's own", async () => {
    const out = await build({ app: 'app' });
    const graph = JSON.parse(readFileSync(path.join(out, LOAD_GRAPH_FILE), 'utf8')) as LoadGraph;
    expect(graph.parts.app.files).toEqual([expect.stringMatching(/^app\.[0-9a-f]{8}\.js$/)]);
    expect(graph.parts.app.consumes).toEqual(['etiquetas']);
    expect(graph.provides.etiquetas).toMatchObject({ version: '1.2.3', consumes: ['fechas'] });
    expect(graph.provides.fechas).toMatchObject({ version: '4.0.1', consumes: [] });
    // Every file listed is a file of the build.
    for (const step of [graph.parts.app, graph.provides.etiquetas, graph.provides.fechas]) {
      expect(step.files.length).toBeGreaterThan(0);
      for (const name of step.files) expect(existsSync(path.join(out, name))).toBe(true);
    }
  }, 60_000);

  it('fails the build when a part names no chunk group, instead of leaving its hints out silently', async () => {
    // rspack prints a build's errors on its standard output.
    await expect(build({ app: 'otra-cosa' })).rejects.toMatchObject({ stdout: expect.stringContaining('«otra-cosa»') });
  }, 60_000);
});

describe('what the plugin reads from the federation plugin', () => {
  it('is the file the server reads', () => {
    expect(LOAD_GRAPH_FILE_NAME).toBe(LOAD_GRAPH_FILE);
  });

  it.each([
    ['consume shared module (default) @camping/ui/dialog@^1.0.0 (strict) (fallback: /libs/ui/src/dialog.tsx)', '@camping/ui/dialog', '^1.0.0'],
    ['provide shared module (default) react@19.3.1 = /node_modules/react/index.js', 'react', '19.3.1'],
    ['provide shared module (default) @camping/ui/ui.css@1.0.0 = /libs/ui/src/ui.css', '@camping/ui/ui.css', '1.0.0'],
  ])('names the shared module of %s', (identifier, name, version) => {
    expect(sharedModuleOf(identifier)).toEqual({ name, version });
  });

  it('ignores other modules', () => {
    expect(sharedModuleOf('/work/shell/src/app/app.tsx')).toBeNull();
  });

  it("knows the federation plugin's name of an exposed module's chunk group", () => {
    expect(exposedChunkGroupName('./export-app')).toBe('__federation_expose_export_app');
  });
});
