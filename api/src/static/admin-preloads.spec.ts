import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOAD_GRAPH_FILE, type LoadGraph } from '@camping/contracts/load-graph';
import { adminPreloads } from './admin-preloads';
import { adminScreenRemote } from './admin-screens';

const step = (files: string[], consumes: string[] = []) => ({ files, consumes });

/** The shell: its app, the session check's calls, the admin area; messages and http of its own. */
const SHELL: LoadGraph = {
  parts: {
    bootstrap: step(['bootstrap.1.js', 'bootstrap.1.css'], ['react', '@camping/contracts/messages']),
    'session-check': step([], ['@camping/contracts/api/http']),
    'admin-area': step(['admin-area.2.js'], ['@camping/contracts/api/http']),
  },
  provides: {
    react: { version: '19.3.1', ...step([]) },
    '@camping/contracts/messages': { version: '1.0.0', ...step(['msg.3.js']) },
    '@camping/contracts/api/http': { version: '1.0.0', ...step(['http.4.js'], ['@camping/contracts/messages']) },
  },
};

/** The reservations remote: its screen needs http (the shell's) and its own list schema. */
const RESERVATIONS: LoadGraph = {
  parts: { './export-app': step(['expose.a.js', 'screen.b.js', 'screen.b.css'], ['react', '@camping/contracts/api/http', '@camping/contracts/reserva-pagina']) },
  provides: {
    react: { version: '19.3.1', ...step(['react.r.js']) },
    '@camping/contracts/api/http': { version: '1.0.0', ...step(['http.r.js']) },
    '@camping/contracts/reserva-pagina': { version: '1.0.0', ...step(['pagina.c.js', 'zod.d.js'], ['@camping/contracts/messages']) },
    '@camping/contracts/wizard': { version: '1.0.0', ...step(['wizard.e.js']) },
  },
};

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './export-app', assets: { js: { sync: ['expose.a.js', 'screen.b.js'] }, css: { sync: ['screen.b.css'] } } }],
};

const LOCAL = {
  'mf-reservations': '/remotes/mf-reservations/mf-manifest.json',
  'mf-calendar': '/remotes/mf-calendar/mf-manifest.json',
};

let root: string;
const write = (relative: string, data: unknown) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
};
const hrefs = (hints: Array<{ href?: string }>) => hints.map((hint) => hint.href);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'admin-preloads-'));
  write(`shell/dist/${LOAD_GRAPH_FILE}`, SHELL);
  write('mf-reservations/dist/mf-manifest.json', MANIFEST);
  write(`mf-reservations/dist/${LOAD_GRAPH_FILE}`, RESERVATIONS);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// The session check's calls load before the admin area.
const SHELL_PART = ['/bootstrap.1.js', '/bootstrap.1.css', '/msg.3.js', '/http.4.js', '/admin-area.2.js', '/api/auth/me'];
/** The remote as its manifest lists it: the table of remotes, the manifest, remoteEntry.js and the exposed module. */
const MANIFEST_PART = [
  '/remotes.json',
  '/remotes/mf-reservations/mf-manifest.json',
  '/remotes/mf-reservations/remoteEntry.js',
  '/remotes/mf-reservations/screen.b.css',
  '/remotes/mf-reservations/expose.a.js',
  '/remotes/mf-reservations/screen.b.js',
];

describe('adminPreloads', () => {
  it("announces to a signed-in visitor the shell's admin files, the session check, then the screen's remote", () => {
    const hints = adminPreloads(() => LOCAL, root).hints('/admin/reservas', 'admin');
    expect(hrefs(hints)).toEqual([
      ...SHELL_PART,
      ...MANIFEST_PART,
      // Its own list schema; http and messages are the shell's, already announced; the wizard is not loaded here.
      '/remotes/mf-reservations/pagina.c.js',
      '/remotes/mf-reservations/zod.d.js',
    ]);
    expect(hints.map((hint) => hint.as)).toEqual([
      'script',
      'style',
      'script',
      'script',
      'script',
      'fetch',
      'fetch',
      'fetch',
      'script',
      'style',
      'script',
      'script',
      'script',
      'script',
    ]);
  });

  it("gives an anonymous visitor (who gets the login) only the shell's part: no remote code", () => {
    expect(hrefs(adminPreloads(() => LOCAL, root).hints('/admin/reservas', null))).toEqual(SHELL_PART);
  });

  it('announces nothing of a remote moved elsewhere at run time, and follows it back', () => {
    let table: Record<string, string> = { ...LOCAL, 'mf-reservations': 'https://cdn.example.com/mf-reservations/2.0.0/mf-manifest.json' };
    const preloads = adminPreloads(() => table, root);
    expect(hrefs(preloads.hints('/admin/reservas', 'admin'))).toEqual(SHELL_PART);
    table = LOCAL;
    expect(hrefs(preloads.hints('/admin/reservas', 'admin'))).toContain('/remotes/mf-reservations/remoteEntry.js');
  });

  it("follows a rebuild: new names replace the old ones", () => {
    const preloads = adminPreloads(() => LOCAL, root);
    const before = preloads.version();
    expect(hrefs(preloads.hints('/admin/reservas', 'admin'))).toContain('/remotes/mf-reservations/screen.b.js');
    const rebuilt = { ...RESERVATIONS, parts: { './export-app': step(['expose.a.js', 'screen.f.js'], []) } };
    write(`mf-reservations/dist/${LOAD_GRAPH_FILE}`, rebuilt);
    write('mf-reservations/dist/mf-manifest.json', { ...MANIFEST, exposes: [{ path: './export-app', assets: { js: { sync: ['expose.a.js', 'screen.f.js'] } } }] });
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, `mf-reservations/dist/${LOAD_GRAPH_FILE}`), later, later);
    utimesSync(path.join(root, 'mf-reservations/dist/mf-manifest.json'), later, later);
    expect(preloads.version()).not.toBe(before);
    const after = hrefs(preloads.hints('/admin/reservas', 'admin'));
    expect(after).toContain('/remotes/mf-reservations/screen.f.js');
    expect(after).not.toContain('/remotes/mf-reservations/screen.b.js');
  });

  it("without the remote's load graph, announces what its manifest lists: entry and exposed module", () => {
    rmSync(path.join(root, `mf-reservations/dist/${LOAD_GRAPH_FILE}`));
    expect(hrefs(adminPreloads(() => LOCAL, root).hints('/admin/reservas', 'admin'))).toEqual([...SHELL_PART, ...MANIFEST_PART]);
  });

  it("announces nothing of a remote whose build is not here, and nothing on pages outside /admin", () => {
    const preloads = adminPreloads(() => LOCAL, root);
    expect(hrefs(preloads.hints('/admin/calendario', 'admin'))).toEqual(SHELL_PART);
    expect(preloads.hints('/camping', 'admin')).toEqual([]);
    expect(preloads.hints('/administracion', 'admin')).toEqual([]);
  });
});

describe('adminScreenRemote', () => {
  it.each([
    ['/admin/reservas', 'mf-reservations'],
    ['/admin/Reservas/', 'mf-reservations'],
    ['/admin/reservas/12', 'mf-reservations'],
    ['/admin/clientes/7', 'mf-clients'],
    ['/admin/calendario/planilla', 'mf-calendar'],
    ['/admin/usuarios', 'mf-clients'],
    ['/admin/historial', 'mf-reports'],
    ['/admin/caja', 'mf-reports'],
    // Where the shell sends /admin and an unknown path.
    ['/admin', 'mf-calendar'],
    ['/admin/', 'mf-calendar'],
    ['/admin/no-existe', 'mf-calendar'],
    ['/admin/reservas/12/pagos', 'mf-calendar'],
    // The shell's own screen.
    ['/admin/modulos', null],
  ])('%s is shown to an administrator by %s', (pagePath, remote) => {
    expect(adminScreenRemote(pagePath, 'admin')).toBe(remote);
  });

  it.each([
    ['/admin/reservas/12', 'mf-reservations'],
    ['/admin/caja', 'mf-reports'],
    ['/admin/configuracion', 'mf-clients'],
    // Admin-only screens: the shell shows the refusal and loads no remote.
    ['/admin/usuarios', null],
    ['/admin/historial', null],
    ['/admin/reportes', null],
    ['/admin/modulos', null],
  ])('%s is shown to reception by %s', (pagePath, remote) => {
    expect(adminScreenRemote(pagePath, 'recepcion')).toBe(remote);
  });

  it.each([
    // /admin takes the housekeeping role to «Limpieza» (issue 36); everything else is refused it.
    ['/admin', 'mf-reservations'],
    ['/admin/limpieza', 'mf-reservations'],
    ['/admin/reservas', null],
    ['/admin/calendario', null],
  ])('%s is shown to housekeeping by %s', (pagePath, remote) => {
    expect(adminScreenRemote(pagePath, 'limpieza')).toBe(remote);
  });
});

describe('adminPreloads by role', () => {
  it("announces no admin-only remote to reception: only the shell's part", () => {
    write('mf-reports/dist/mf-manifest.json', MANIFEST);
    write(`mf-reports/dist/${LOAD_GRAPH_FILE}`, RESERVATIONS);
    const preloads = adminPreloads(() => ({ ...LOCAL, 'mf-reports': '/remotes/mf-reports/mf-manifest.json' }), root);
    expect(hrefs(preloads.hints('/admin/reportes', 'recepcion'))).toEqual(SHELL_PART);
    expect(hrefs(preloads.hints('/admin/reportes', 'admin'))).toContain('/remotes/mf-reports/remoteEntry.js');
    expect(hrefs(preloads.hints('/admin/reservas/12', 'recepcion'))).toContain('/remotes/mf-reservations/remoteEntry.js');
  });
});
