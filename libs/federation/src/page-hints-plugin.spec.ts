import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGE_HINTS_FILE, type PageHints } from '@camping/contracts/page-hints';

/** The build folders of this file, removed at the end. */
const dirs: string[] = [];
const RSPACK = path.resolve(__dirname, '../../../node_modules/.bin/rspack');
const PLUGIN = path.resolve(__dirname, 'page-hints-plugin.ts');

/**
 * A real production build with the plugin, through rspack's own command (rspack is an ES module jest cannot load):
 * an entry and a lazy page, hashed names. The hints name the page's script and record the names they were given.
 */
async function build(hints: string): Promise<{ out: string; seen: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'main.js'), "import(/* webpackChunkName: 'pagina' */ './pagina.js').then((m) => m.default());\n");
  writeFileSync(path.join(dir, 'pagina.js'), "export default function pagina() { return 'pagina'; }\n");
  writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    `import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PageHintsPlugin } from ${JSON.stringify(PLUGIN)};
export default {
  mode: 'production',
  context: __dirname,
  entry: { main: './main.js' },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  plugins: [new PageHintsPlugin((names: string[]) => {
    writeFileSync(path.join(__dirname, 'seen.json'), JSON.stringify(names));
    ${hints}
  })],
};
`,
  );
  await promisify(execFile)(RSPACK, ['build', '-c', 'rspack.config.ts'], { cwd: dir });
  return { out: path.join(dir, 'dist'), seen: path.join(dir, 'seen.json') };
}

describe('PageHintsPlugin', () => {
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes, where the server reads it, the hints computed from the final hashed names of the files written', async () => {
    const { out, seen } = await build(
      "return { '/pagina': names.filter((name) => name.startsWith('pagina.')).map((href) => ({ as: 'script', href })) };",
    );
    const names = JSON.parse(readFileSync(seen, 'utf8')) as string[];
    // The names handed over are the final ones: hashed, each a file of the build, the hints file not among them.
    expect(names.sort()).toEqual([expect.stringMatching(/^main\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^pagina\.[0-9a-f]{8}\.js$/)]);
    for (const name of names) expect(existsSync(path.join(out, name))).toBe(true);
    const written = JSON.parse(readFileSync(path.join(out, PAGE_HINTS_FILE), 'utf8')) as PageHints;
    expect(written).toEqual({ '/pagina': [{ as: 'script', href: names[1] }] });
  }, 60_000);

  it('fails the build with the message of hints that cannot be computed', async () => {
    const failing = build("throw new Error('page-hints: no está el chunk \"pagina-x\"');");
    await expect(failing).rejects.toThrow('no está el chunk');
  }, 60_000);
});
