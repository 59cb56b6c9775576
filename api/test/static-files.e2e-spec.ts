/**
 * How the server sends the front end (docs/public-site.md, performance): precompressed copies of scripts and styles
 * with the right cache rules, compression for the rest, index.html with the contact data, the CSP on pages only.
 * Runs against a small fake build in a temporary STATIC_ROOT, through the real server stack.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MSG } from '@camping/contracts/messages';
import { LOAD_GRAPH_FILE } from '@camping/contracts/load-graph';
import { PAGE_HINTS_FILE } from '@camping/contracts/page-hints';
import { PRERENDER_MODULE } from '@camping/contracts/prerender';
import { PRERENDERED_PAGE_ID } from '@camping/contracts/public-pages';
import { SITIO_EMBEBIDO_ID } from '@camping/contracts/sitio-embebido';
import { SITIO_TTL_MS } from '../src/public/sitio.service';
import { agenteRecepcion } from './helpers/fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX =
  '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Prueba</title><script defer src="/main.0123abcd.js"></script></head><body><script>var a=1;</script><div id="root"></div></body></html>';
const MANIFEST = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, pad: 'y'.repeat(3000) };
const PAGE_HINTS = {
  '/camping': [{ as: 'image', type: 'image/avif', imagesrcset: 'assets/c-640.1.avif 640w, assets/c-1280.2.avif 1280w', imagesizes: '100vw', fetchpriority: 'high' }],
};
/** The shell's admin parts and the reservations remote's screen, as their builds describe them (load-graph.json). */
const SHELL_GRAPH = {
  parts: {
    bootstrap: { files: ['bootstrap.0123abcd.js'], consumes: ['@camping/contracts/messages'] },
    'session-check': { files: [], consumes: [] },
    'admin-area': { files: ['admin-area.0123abcd.js'], consumes: [] },
  },
  provides: { '@camping/contracts/messages': { version: '1.0.0', files: ['7.0123abcd.js'], consumes: [] } },
};
const RESERVAS_MANIFEST = {
  name: 'mf_reservations',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './export-app', assets: { js: { sync: ['expose.0123abcd.js'] }, css: { sync: [] } } }],
};
const RESERVAS_GRAPH = {
  parts: { './export-app': { files: ['expose.0123abcd.js'], consumes: ['@camping/contracts/messages', '@camping/contracts/reserva'] } },
  provides: {
    '@camping/contracts/messages': { version: '1.0.0', files: ['8.0123abcd.js'], consumes: [] },
    '@camping/contracts/reserva': { version: '1.0.0', files: ['9.0123abcd.js'], consumes: [] },
  },
};

/** The prerender modules of the shell and the public remote (docs/public-site.md, «Prerendered pages»). */
const CHROME_MODULE = `module.exports = { renderChrome: async (path, sitio, page) => '<header>' + sitio.telefono + '</header><main id="contenido">' + page + '</main>' };`;
const PAGE_MODULE = `module.exports = { renderPage: async (path) => '<h1>Página ' + path + '</h1>' };`;
const PUBLIC_GRAPH = { parts: { './export-app': { files: ['expose.0123abcd.js', 'expose.0123abcd.css'], consumes: [] } }, provides: {} };

function writeBuild(root: string): void {
  const file = (relative: string, content: string | Buffer) => {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  file('shell/dist/index.html', INDEX);
  file('shell/dist/main.0123abcd.js', SCRIPT);
  file('shell/dist/main.0123abcd.js.br', brotliCompressSync(SCRIPT));
  file('shell/dist/main.0123abcd.js.gz', gzipSync(SCRIPT));
  file('mf-public/dist/remoteEntry.js', SCRIPT);
  file('mf-public/dist/remoteEntry.js.br', brotliCompressSync(SCRIPT));
  file('mf-public/dist/remoteEntry.js.gz', gzipSync(SCRIPT));
  file('mf-public/dist/mf-manifest.json', JSON.stringify(MANIFEST));
  file(`mf-public/dist/${PAGE_HINTS_FILE}`, JSON.stringify(PAGE_HINTS));
  file('shell/dist/main.0123abcd.js.map', SOURCE_MAP);
  file(`shell/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(SHELL_GRAPH));
  for (const name of ['bootstrap.0123abcd.js', 'admin-area.0123abcd.js', '7.0123abcd.js']) file(`shell/dist/${name}`, SCRIPT);
  file('mf-reservations/dist/mf-manifest.json', JSON.stringify(RESERVAS_MANIFEST));
  file(`mf-reservations/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(RESERVAS_GRAPH));
  for (const name of ['remoteEntry.js', 'expose.0123abcd.js', '9.0123abcd.js']) file(`mf-reservations/dist/${name}`, SCRIPT);
  // The reports remote (administrators only, libs/federation/routes.json), built like the reservations one.
  file('mf-reports/dist/mf-manifest.json', JSON.stringify({ ...RESERVAS_MANIFEST, name: 'mf_reports' }));
  file(`mf-reports/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(RESERVAS_GRAPH));
  for (const name of ['remoteEntry.js', 'expose.0123abcd.js', '9.0123abcd.js']) file(`mf-reports/dist/${name}`, SCRIPT);
  file('mf-public/dist/remoteEntry.js.map', SOURCE_MAP);
  file(`shell/dist/${PRERENDER_MODULE}`, CHROME_MODULE);
  file(`mf-public/dist/${PRERENDER_MODULE}`, PAGE_MODULE);
  file(`mf-public/dist/${LOAD_GRAPH_FILE}`, JSON.stringify(PUBLIC_GRAPH));
}

const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://mf-clients/src/features/clientes/clientes-page.tsx'], mappings: '' });
const SOURCE_MAP_PATHS = ['/main.0123abcd.js.map', '/remotes/mf-public/remoteEntry.js.map'];

describe('front-end files: compression, cache rules, contact data', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'camping-static-'));
    writeBuild(root);
    t = await startTestApp({ STATIC_ROOT: root, BUSINESS_PHONE: '+54 9 2664 55-1234', BUSINESS_NAME: 'Camping </script> Prueba' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends a hashed script as its precompressed copy for Accept-Encoding "%s", cached for a year', async (accept, encoding) => {
    const res = await t.http().get('/main.0123abcd.js').set('Accept-Encoding', accept).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(SCRIPT);
    // Scripts are never documents: the page's policy governs them.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await t.http().get('/main.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it("keeps a remote's remoteEntry.js and manifest revalidated on every load, compressed", async () => {
    const entry = await t.http().get('/remotes/mf-public/remoteEntry.js').set('Accept-Encoding', 'br').expect(200);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await t.http().get('/remotes/mf-public/mf-manifest.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body.metaData.remoteEntry.name).toBe('remoteEntry.js');
  });

  it('answers JSON with the shortest policy that forbids everything', async () => {
    const res = await t.http().get('/api/public/sitio').expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("«Reservar Ahora» follows the business's WhatsApp set in Configuración, on pages and the API, within seconds", async () => {
    const embedded = async () => {
      const page = await t.http().get('/cabanas').expect(200);
      const block = page.text.match(new RegExp(`<script type="application/json" id="${SITIO_EMBEBIDO_ID}">(.*?)</script>`));
      return JSON.parse(block![1]).whatsapp as string;
    };
    expect(await embedded()).toBe('5492664551234');
    const agent = await t.loginAgent();
    await agent.put('/api/endpoints/configuracion').send({ whatsapp_negocio: '(0266) 15 444-1234' }).expect(200);
    try {
      const deadline = Date.now() + SITIO_TTL_MS + 2000;
      while ((await embedded()) !== '5492664441234' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await embedded()).toBe('5492664441234');
      expect((await t.http().get('/api/public/sitio').expect(200)).body.whatsapp).toBe('5492664441234');
      // The phone shown stays the configured one: only the WhatsApp number is the staff's.
      expect((await t.http().get('/api/public/sitio').expect(200)).body.telefono).toBe('+54 9 2664 55-1234');
    } finally {
      await t.dataSource.query('UPDATE configuracion SET whatsapp_negocio = NULL WHERE id = 1');
      // The next tests compare pages' ETags: the cached site data must be back to the default before they ask.
      const deadline = Date.now() + SITIO_TTL_MS + 2000;
      while ((await embedded()) !== '5492664551234' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    }
  });

  it('writes the contact data into every page, escaped, with a strict CSP and a 304 on revisits', async () => {
    const res = await t.http().get('/camping').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const block = res.text.match(new RegExp(`<script type="application/json" id="${SITIO_EMBEBIDO_ID}">(.*?)</script>`));
    expect(block).not.toBeNull();
    const sitio = JSON.parse(block![1]);
    const api = (await t.http().get('/api/public/sitio').expect(200)).body;
    expect(sitio).toEqual(api);
    expect(sitio.nombre).toBe('Camping </script> Prueba');
    expect(block![1]).not.toContain('</script>');
    const again = await t.http().get('/camping').set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it("announces a public page's cover in its head, and nothing on pages without one", async () => {
    const camping = (await t.http().get('/camping/').expect(200)).text;
    const head = camping.slice(0, camping.indexOf('<title>'));
    expect(head).toBe(
      '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        '<link rel="preload" as="image" imagesrcset="/remotes/mf-public/assets/c-640.1.avif 640w, /remotes/mf-public/assets/c-1280.2.avif 1280w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
    for (const other of ['/', '/contact']) {
      expect((await t.http().get(other).expect(200)).text).not.toContain('rel="preload"');
    }
    expect((await t.http().get('/admin/calendario').expect(200)).text).not.toContain('as="image"');
  });

  it('sends a public page drawn in its HTML, with its styles, before the empty root; never the admin area', async () => {
    const camping = (await t.http().get('/camping/').expect(200)).text;
    expect(camping).toContain(
      `<div id="${PRERENDERED_PAGE_ID}" data-entrada="/main.0123abcd.js"><header>+54 9 2664 55-1234</header><main id="contenido"><h1>Página /camping</h1></main></div><div id="root"></div>`,
    );
    // The entry script is not in the head: index.html loads it after the drawing's first frame.
    expect(camping).not.toContain('main.0123abcd.js"></script>');
    expect(camping).not.toContain('rel="preload" as="script"');
    // Its styles are in the head (this fake build has no such file, so it is linked instead).
    expect(camping).toContain('<link rel="stylesheet" href="/remotes/mf-public/expose.0123abcd.css"></head>');
    const admin = (await t.http().get('/admin/calendario').expect(200)).text;
    expect(admin).not.toContain(PRERENDERED_PAGE_ID);
    expect(admin).toContain('<script defer src="/main.0123abcd.js">');
    expect(admin).not.toContain('rel="stylesheet"');
    expect(admin).not.toContain('<style data-href');
    expect((await t.http().get('/no-existe').expect(200)).text).not.toContain(PRERENDERED_PAGE_ID);
  });

  it('never sends the prerender modules themselves', async () => {
    await t.http().get(`/${PRERENDER_MODULE}`).expect(404);
    await t.http().get(`/remotes/mf-public/${PRERENDER_MODULE}`).expect(404);
  });

  it("announces an admin page's files after the entry script: the screen's remote only to a session", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const shellPart = ['script /bootstrap.0123abcd.js', 'script /7.0123abcd.js', 'script /admin-area.0123abcd.js', 'fetch /api/auth/me'];
    const anonymous = await t.http().get('/admin/reservas').expect(200);
    expect(preloads(anonymous.text)).toEqual(shellPart);
    expect(anonymous.text.indexOf('rel="preload"')).toBeGreaterThan(anonymous.text.indexOf('/main.0123abcd.js'));
    expect(anonymous.headers.vary).toMatch(/cookie/i);

    const agent = await t.loginAgent();
    const signedIn = await agent.get('/admin/reservas').expect(200);
    expect(preloads(signedIn.text)).toEqual([
      ...shellPart,
      'fetch /remotes.json',
      'fetch /remotes/mf-reservations/mf-manifest.json',
      'script /remotes/mf-reservations/remoteEntry.js',
      'script /remotes/mf-reservations/expose.0123abcd.js',
      // The shell's messages, not the remote's copy; the remote's own list module.
      'script /remotes/mf-reservations/9.0123abcd.js',
    ]);
    expect(signedIn.text).toContain('<link rel="preload" as="fetch" href="/api/auth/me" crossorigin="anonymous">');
    // Every announced file is there.
    for (const hint of preloads(signedIn.text)) await agent.get(hint.split(' ')[1]).expect(200);

    // Each variant keeps its own ETag and its 304.
    expect(signedIn.headers.etag).not.toBe(anonymous.headers.etag);
    await agent.get('/admin/reservas').set('If-None-Match', signedIn.headers.etag).expect(304);
    await t.http().get('/admin/reservas').set('If-None-Match', anonymous.headers.etag).expect(304);
    expect((await agent.get('/admin/reservas').set('If-None-Match', anonymous.headers.etag)).status).toBe(200);
  });

  it("announces a screen's remote by the session's role: none of an admin-only screen to reception", async () => {
    const scripts = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
    const recepcion = await agenteRecepcion(t, 'recepcion-preloads');
    const refused = scripts((await recepcion.get('/admin/reportes').expect(200)).text);
    expect(refused).toEqual(['/bootstrap.0123abcd.js', '/7.0123abcd.js', '/admin-area.0123abcd.js']);
    // A deep link reception may open announces its remote.
    expect(scripts((await recepcion.get('/admin/reservas/12').expect(200)).text)).toContain('/remotes/mf-reservations/remoteEntry.js');
    const admin = await t.loginAgent();
    expect(scripts((await admin.get('/admin/reportes').expect(200)).text)).toContain('/remotes/mf-reports/remoteEntry.js');
  });

  it('compresses API answers big enough to gain from it', async () => {
    const res = await t.http().get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.openapi).toBeDefined();
  });
});

describe('paths that are neither pages nor files', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'camping-static-'));
    writeBuild(root);
    t = await startTestApp({ STATIC_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/api/no-existe', '/api/endpoints/otra-cosa.php', '/remotes/mf-public/falta.js', '/remotes/mf-otro/remoteEntry.js', '/falta.0123abcd.js'])(
    'answers %s with the Spanish JSON 404, never a page',
    async (missing) => {
      const res = await t.http().get(missing).expect(404);
      expect(res.body).toEqual({ success: false, message: MSG.recursoNoEncontrado, error: true });
    },
  );

  it('answers an unknown API write with the Spanish JSON 404', async () => {
    const res = await t.http().post('/api/no-existe').send({ a: 1 }).expect(404);
    expect(res.body).toEqual({ success: false, message: MSG.recursoNoEncontrado, error: true });
  });

  it('refuses a path that climbs out of the build folder', async () => {
    const res = await t.http().get('/remotes/mf-public/%2e%2e/%2e%2e/package.json');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('"workspaces"');
  });

  it('serves pages to HEAD too, and the admin routes as the same shell page', async () => {
    await t.http().head('/camping').expect(200).expect('Content-Type', /text\/html/);
    const admin = await t.http().get('/admin/calendario').expect(200);
    expect(admin.text).toContain('<div id="root"></div>');
  });

  it('refuses a body that is not JSON in Spanish (415), before any handler reads it', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await t.http().post('/api/auth/login').set('Content-Type', type).send('usuario=admin').expect(415);
      expect(res.body).toEqual({ success: false, message: MSG.cuerpoNoJson, error: true });
    }
  });
});

describe('source maps', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'camping-maps-'));
    writeBuild(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are not served by default: they hold the admin screens\' source', async () => {
    const t = await startTestApp({ STATIC_ROOT: root });
    try {
      for (const mapPath of [...SOURCE_MAP_PATHS, '/main.0123abcd.js.%6dap', '/remotes/mf-public/remoteEntry.js.%6Dap']) {
        const res = await t.http().get(mapPath).expect(404);
        expect(res.text).not.toContain('clientes-page.tsx');
      }
      await t.http().get('/main.0123abcd.js').expect(200);
    } finally {
      await t.close();
    }
  });

  it('are served with SERVE_SOURCE_MAPS=1', async () => {
    const t = await startTestApp({ STATIC_ROOT: root, SERVE_SOURCE_MAPS: '1' });
    try {
      for (const mapPath of SOURCE_MAP_PATHS) {
        const res = await t.http().get(mapPath).expect(200);
        expect(res.text).toContain('clientes-page.tsx');
      }
    } finally {
      await t.close();
    }
  });
});
