import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveFolder, type ServedFolder } from '@camping/dev-database/static-server';
import { MSG } from '@camping/contracts/messages';
import { remotoChangeResponseSchema, remotosResponseSchema } from '@camping/contracts/schemas/remoto';
import { createOrResetUser } from '../src/cli/create-user';
import { type Agent } from './helpers/fixtures';
import { fakeManifest, writeJson } from './helpers/fake-remotes';
import { startFeedServer } from './helpers/ical-feed-server';
import { startTestApp, type TestApp } from './helpers/test-app';

const RESET = `UPDATE remotos SET url = '/remotes/' || name || '/mf-manifest.json', previous_url = NULL, version = NULL,
  commit = NULL, previous_version = NULL, previous_commit = NULL, changed_by = NULL`;

/** Módulos (issue 20): the table of remotes, changed at run time by admins after the manifest is checked. */
describe('remotes at run time (real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cdn: ServedFolder;
  let staticRoot: string;
  let cdnRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(tmpdir(), 'remotos-static-'));
    cdnRoot = mkdtempSync(path.join(tmpdir(), 'remotos-cdn-'));
    writeJson(staticRoot, 'shell/dist/build-info.json', { version: '1.0.0', commit: 'abcdef123456' });
    writeJson(staticRoot, 'mf-reports/dist/mf-manifest.json', fakeManifest('mf_reports', '1.0.0'));
    writeJson(cdnRoot, 'mf-reports/1.1.0/mf-manifest.json', fakeManifest('mf_reports', '1.1.0'));
    writeJson(cdnRoot, 'mf-reports/1.2.0/mf-manifest.json', fakeManifest('mf_reports', '1.2.0'));
    writeJson(cdnRoot, 'mf-calendar/1.0.0/mf-manifest.json', fakeManifest('mf_calendar', '1.0.0'));
    writeJson(cdnRoot, 'roto/mf-manifest.json', '{"esto": "no es un manifiesto"');
    writeJson(cdnRoot, 'otro/mf-manifest.json', { hola: 'mundo' });
    cdn = await serveFolder(cdnRoot);
    // The CDN of these tests is on loopback: the one escape of the guarded fetch lets the server read it.
    t = await startTestApp({ STATIC_ROOT: staticRoot, ICAL_ALLOW_PRIVATE_URLS: '1' });
    await t.dataSource.query(RESET);
    agent = await t.loginAgent();
  });
  beforeEach(() => t.dataSource.query(RESET));
  afterAll(async () => {
    await t.dataSource.query(RESET);
    await t.close();
    await cdn.close();
    rmSync(staticRoot, { recursive: true, force: true });
    rmSync(cdnRoot, { recursive: true, force: true });
  });

  it('lists every remote of libs/federation/remotes.json and the shell build', async () => {
    const res = await agent.get('/api/remotes').expect(200);
    const body = remotosResponseSchema.parse(res.body);
    expect(body.shell).toEqual({ version: '1.0.0', commit: 'abcdef123456' });
    expect(body.remotos.map((r) => r.name)).toEqual(['mf-calendar', 'mf-clients', 'mf-public', 'mf-reports', 'mf-reservations']);
    expect(body.remotos.find((r) => r.name === 'mf-reports')).toMatchObject({
      url: '/remotes/mf-reports/mf-manifest.json',
      previous_url: null,
      changed_by: null,
    });
  });

  it('switches a remote to a checked URL: /remotes.json and the CSP follow, who and when are recorded', async () => {
    const url = `${cdn.url}/mf-reports/1.1.0/mf-manifest.json`;
    const antes = Date.now();
    const res = await agent.put('/api/remotes/mf-reports').send({ url }).expect(200);
    const { remoto, message } = remotoChangeResponseSchema.parse(res.body);
    expect(message).toBe(MSG.remotoActualizado);
    expect(remoto).toMatchObject({
      name: 'mf-reports',
      url,
      previous_url: '/remotes/mf-reports/mf-manifest.json',
      version: '1.1.0',
      commit: 'c0ffee110',
      changed_by: 'admin',
    });
    expect(Date.parse(remoto.changed_at)).toBeGreaterThanOrEqual(antes - 1000);
    expect((await t.http().get('/remotes.json').expect(200)).body['mf-reports']).toBe(url);
    const page = await t.http().get('/admin/reportes');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${cdn.url}`);
  });

  it('reverts to the previous URL with its version, and a second revert undoes the first', async () => {
    const first = `${cdn.url}/mf-reports/1.1.0/mf-manifest.json`;
    const second = `${cdn.url}/mf-reports/1.2.0/mf-manifest.json`;
    await agent.put('/api/remotes/mf-reports').send({ url: first }).expect(200);
    await agent.put('/api/remotes/mf-reports').send({ url: second }).expect(200);
    const res = await agent.post('/api/remotes/mf-reports/revert').send({}).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.remotoRevertido,
      remoto: { url: first, previous_url: second, version: '1.1.0', commit: 'c0ffee110' },
    });
    expect((await t.http().get('/remotes.json')).body['mf-reports']).toBe(first);
    const again = await agent.post('/api/remotes/mf-reports/revert').send({}).expect(200);
    expect(again.body.remoto).toMatchObject({ url: second, previous_url: first, version: '1.2.0' });
  });

  it('accepts a path of this server, read from its build on disk', async () => {
    await agent.put('/api/remotes/mf-reports').send({ url: `${cdn.url}/mf-reports/1.1.0/mf-manifest.json` }).expect(200);
    const res = await agent.put('/api/remotes/mf-reports').send({ url: '/remotes/mf-reports/mf-manifest.json' }).expect(200);
    expect(res.body.remoto).toMatchObject({ url: '/remotes/mf-reports/mf-manifest.json', version: '1.0.0' });
  });

  it('refuses, in Spanish and changing nothing, a URL that cannot be read or is not this remote manifest', async () => {
    const closed = await serveFolder(cdnRoot);
    await closed.close();
    const cases: Array<[unknown, number, string]> = [
      [{ url: `${cdn.url}/mf-reports/9.9.9/mf-manifest.json` }, 400, MSG.remotoManifiestoInaccesible],
      [{ url: `${closed.url}/mf-reports/1.1.0/mf-manifest.json` }, 400, MSG.remotoManifiestoInaccesible],
      // Not JSON, not a manifest: the same answer as a closed port or a 404, so the check cannot map ports.
      [{ url: `${cdn.url}/roto/mf-manifest.json` }, 400, MSG.remotoManifiestoInaccesible],
      [{ url: `${cdn.url}/otro/mf-manifest.json` }, 400, MSG.remotoManifiestoInaccesible],
      [{ url: `${cdn.url}/mf-calendar/1.0.0/mf-manifest.json` }, 400, MSG.remotoOtroModulo],
      [{ url: '/remotes/mf-calendar/no-existe.json' }, 400, MSG.remotoManifiestoInaccesible],
      [{ url: 'ftp://cdn.example.com/mf-manifest.json' }, 400, MSG.remotoUrlInvalida],
      [{ url: `${cdn.url}/mf-reports/1.1.0/remoteEntry.js` }, 400, MSG.remotoUrlInvalida],
      [{ url: '//cdn.example.com/mf-manifest.json' }, 400, MSG.remotoUrlInvalida],
      [{ url: 42 }, 400, MSG.remotoUrlInvalida],
      [{}, 400, MSG.remotoUrlInvalida],
      [{ url: `${cdn.url}/mf-reports/1.1.0/mf-manifest.json`, version: '2' }, 400, 'El campo version no es un campo del módulo'],
    ];
    for (const [body, status, message] of cases) {
      const res = await agent.put('/api/remotes/mf-reports').send(body as object);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
      expect(res.body).toMatchObject({ success: false, error: true });
    }
    const unknown = await agent.put('/api/remotes/mf-nada').send({ url: `${cdn.url}/mf-reports/1.1.0/mf-manifest.json` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.remotoNoEncontrado);
    const noPrevious = await agent.post('/api/remotes/mf-reports/revert').send({});
    expect(noPrevious.status).toBe(409);
    expect(noPrevious.body.message).toBe(MSG.remotoSinAnterior);
    const [row] = await t.dataSource.query(`SELECT url, previous_url, changed_by FROM remotos WHERE name = 'mf-reports'`);
    expect(row).toEqual({ url: '/remotes/mf-reports/mf-manifest.json', previous_url: null, changed_by: null });
  });

  it('never reads loopback (by address or by name) without ICAL_ALLOW_PRIVATE_URLS, with the one message', async () => {
    const feeds = await startFeedServer();
    const strict = await startTestApp({ STATIC_ROOT: staticRoot });
    try {
      feeds.set('/mf-manifest.json', { body: JSON.stringify(fakeManifest('mf_reports', '3.0.0')), contentType: 'application/json' });
      feeds.set('/salta/mf-manifest.json', { location: feeds.url('/mf-manifest.json') });
      const port = new URL(feeds.url('/')).port;
      const admin = await strict.loginAgent();
      for (const url of [feeds.url('/mf-manifest.json'), feeds.url('/salta/mf-manifest.json'), `http://localhost:${port}/mf-manifest.json`, `http://[::1]:${port}/mf-manifest.json`]) {
        const res = await admin.put('/api/remotes/mf-reports').send({ url });
        expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message: MSG.remotoManifiestoInaccesible });
      }
      expect(feeds.hits('/mf-manifest.json') + feeds.hits('/salta/mf-manifest.json')).toBe(0);
      // The same URL with the escape on is read (the control: the server and the manifest were fine).
      await agent.put('/api/remotes/mf-reports').send({ url: feeds.url('/salta/mf-manifest.json') }).expect(200);
      expect(feeds.hits('/mf-manifest.json')).toBe(1);
    } finally {
      await strict.close();
      await feeds.close();
    }
  });

  it('is for admins only: staff get 403, no session 401', async () => {
    await createOrResetUser(t.dataSource, { usuario: 'recepcion-remotos', rol: 'recepcion', contrasena: 'clave-de-recepcion' });
    const staff = t.http();
    const login = await staff.post('/api/auth/login').send({ usuario: 'recepcion-remotos', contrasena: 'clave-de-recepcion' }).expect(200);
    const cookie = login.headers['set-cookie'];
    expect((await t.http().get('/api/remotes').set('Cookie', cookie)).status).toBe(403);
    const put = await t.http().put('/api/remotes/mf-reports').set('Cookie', cookie).send({ url: `${cdn.url}/mf-reports/1.1.0/mf-manifest.json` });
    expect(put.status).toBe(403);
    expect(put.body.message).toBe(MSG.sinPermiso);
    expect((await t.http().get('/api/remotes')).status).toBe(401);
    expect((await t.http().post('/api/remotes/mf-reports/revert').send({})).status).toBe(401);
  });

  it('keeps a URL an operator set when the server starts again, and follows the environment otherwise', async () => {
    const url = `${cdn.url}/mf-reports/1.1.0/mf-manifest.json`;
    await agent.put('/api/remotes/mf-reports').send({ url }).expect(200);
    const envUrl = `${cdn.url}/mf-calendar/1.0.0/mf-manifest.json`;
    const restarted = await startTestApp({ STATIC_ROOT: staticRoot, REMOTE_MF_CALENDAR_URL: envUrl, REMOTE_MF_REPORTS_URL: envUrl });
    try {
      const manifest = (await restarted.http().get('/remotes.json').expect(200)).body;
      expect(manifest['mf-reports']).toBe(url);
      expect(manifest['mf-calendar']).toBe(envUrl);
    } finally {
      await restarted.close();
    }
  });
});
