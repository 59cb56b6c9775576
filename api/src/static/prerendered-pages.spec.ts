import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOAD_GRAPH_FILE, type LoadGraph } from '@camping/contracts/load-graph';
import { PRERENDER_MODULE } from '@camping/contracts/prerender';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { prerenderedPages, type PrerenderedPages } from './prerendered-pages';

/** A page as the server asks for it: with the drawings' version read for that page. */
const drawn = (pages: PrerenderedPages, pagePath: string, sitio: Sitio | undefined) => pages.forPath(pagePath, sitio, pages.version());

const step = (files: string[], consumes: string[] = []) => ({ files, consumes });

/** The shell's app: its own styles, and the shared tokens and base styles it consumes. */
const SHELL: LoadGraph = {
  parts: { bootstrap: step(['bootstrap.1.js', 'bootstrap.1.css'], ['react', '@camping/ui/tokens.css', '@camping/ui/ui.css']) },
  provides: {
    react: { version: '19.3.1', ...step(['react.2.js']) },
    '@camping/ui/tokens.css': { version: '1.0.0', ...step(['tokens.3.js', 'tokens.3.css']) },
    '@camping/ui/ui.css': { version: '1.0.0', ...step(['ui.4.js', 'ui.4.css']) },
  },
};

/** The public remote: its exposed module carries the site's styles and uses the shell's base styles. */
const PUBLIC: LoadGraph = {
  parts: { './export-app': step(['expose.a.js', 'expose.a.css'], ['react', '@camping/ui/ui.css']) },
  provides: { '@camping/ui/ui.css': { version: '1.0.0', ...step(['ui.b.js', 'ui.b.css']) } },
};

const LOCAL = { 'mf-public': '/remotes/mf-public/mf-manifest.json' };
const SITIO = { telefono: '2664 123456', whatsapp: '5492664123456', email: 'hola@camping.test', direccion: 'Ruta 20' } as unknown as Sitio;

let root: string;
const write = (relative: string, text: string) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Prerender modules as the builds write them: CommonJS exporting the render functions, each counting its calls. */
function writeModules(label = 'v1') {
  write(
    `shell/dist/${PRERENDER_MODULE}`,
    `let calls = 0; module.exports = { renderChrome: async (path, sitio, page) => '<header>' + path + ' ${label} ' + (sitio ? sitio.telefono : '-') + ' ' + (++calls) + '</header><main>' + page + '</main>' };`,
  );
  write(
    `mf-public/dist/${PRERENDER_MODULE}`,
    `module.exports = { renderPage: async (path) => { if (path === '/contact') throw new Error('roto'); return '<h1>' + path + '</h1>'; } };`,
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'prerendered-pages-'));
  write(`shell/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(SHELL));
  write(`mf-public/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(PUBLIC));
  writeModules();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('prerenderedPages', () => {
  it("draws a public page inside the shell's chrome, with the contact data, and the styles the app loads", async () => {
    write('shell/dist/tokens.3.css', ':root{--c:#2f6b3f}');
    write('shell/dist/ui.4.css', '.btn{color:var(--c)}');
    write('shell/dist/bootstrap.1.css', '.public-navbar{position:fixed}');
    // A sheet naming another file is linked: written into the page, its relative URL would point elsewhere.
    write('mf-public/dist/expose.a.css', '.pub-hero{background:url(assets/x.webp)}');
    const page = await drawn(prerenderedPages(() => LOCAL, root), '/camping/', SITIO);
    expect(page?.body).toBe('<header>/camping v1 2664 123456 1</header><main><h1>/camping</h1></main>');
    // Shared styles first (the shell provides them), then the shell's own, then the remote's own.
    expect(page?.head).toBe(
      '<style data-href="/tokens.3.css">:root{--c:#2f6b3f}</style>' +
        '<style data-href="/ui.4.css">.btn{color:var(--c)}</style>' +
        '<style data-href="/bootstrap.1.css">.public-navbar{position:fixed}</style>' +
        '<link rel="stylesheet" href="/remotes/mf-public/expose.a.css">',
    );
  });

  it('draws a page once per replica while nothing changes, and again for other contact data or a new build', async () => {
    const pages = prerenderedPages(() => LOCAL, root);
    await drawn(pages, '/', SITIO);
    expect((await drawn(pages, '/', SITIO))?.body).toContain(' 1</header>');
    expect((await drawn(pages, '/', { ...SITIO, telefono: '11 5555 0000' } as Sitio))?.body).toContain('11 5555 0000 2</header>');

    writeModules('v2');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, 'shell/dist', PRERENDER_MODULE), later, later);
    // The new build's module is loaded afresh (its own count starts again).
    expect((await drawn(pages, '/', SITIO))?.body).toBe('<header>/ v2 2664 123456 1</header><main><h1>/</h1></main>');
  });

  it("draws a page again when the complex's day changes (the quote form's default dates), not the server's", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T02:59:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const pages = prerenderedPages(() => LOCAL, root);
      // 23:59 of 25/11 in San Luis; already 26/11 in UTC.
      expect((await drawn(pages, '/', SITIO))?.body).toContain(' 1</header>');
      jest.setSystemTime(new Date('2026-11-26T03:01:00Z'));
      expect((await drawn(pages, '/', SITIO))?.body).toContain(' 2</header>');
      jest.setSystemTime(new Date('2026-11-26T20:00:00Z'));
      expect((await drawn(pages, '/', SITIO))?.body).toContain(' 2</header>');
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws only the pages of the site, never the admin area or an unknown path', async () => {
    const pages = prerenderedPages(() => LOCAL, root);
    await expect(drawn(pages, '/admin/reservas', SITIO)).resolves.toBeNull();
    await expect(drawn(pages, '/no-existe', SITIO)).resolves.toBeNull();
  });

  it('draws nothing while the public remote is served from elsewhere, or when a build has no prerender module', async () => {
    const elsewhere = { 'mf-public': 'https://cdn.example/mf-public/mf-manifest.json' };
    await expect(drawn(prerenderedPages(() => elsewhere, root), '/', SITIO)).resolves.toBeNull();
    rmSync(path.join(root, 'mf-public/dist', PRERENDER_MODULE));
    await expect(drawn(prerenderedPages(() => LOCAL, root), '/', SITIO)).resolves.toBeNull();
  });

  it('sends a page whose drawing fails as before, and says why', async () => {
    const log = jest.fn();
    await expect(drawn(prerenderedPages(() => LOCAL, root, log), '/contact', SITIO)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('No se pudo prerenderizar /contact: roto');
  });
});
