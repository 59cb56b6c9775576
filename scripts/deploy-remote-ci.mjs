#!/usr/bin/env node
/**
 * `npm test -- skew`, second part: the deploy script of one remote (scripts/deploy-remote.mjs) run end to end against
 * the real server and a local folder served as the CDN: upload mf-reports, register it, smoke-test it, roll it back;
 * each of the two a case (a TAP line). The install, tests and build it would run are the earlier steps of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provisionTestDatabase } from '@camping/dev-database/database';
import { E2E_ADMIN, startServer } from '@camping/dev-database/server';
import { serveFolder } from '@camping/dev-database/static-server';
import { deploy } from './deploy-remote.mjs';
import { tapReporter } from './test/tap.mjs';

const REMOTE = 'mf-reports';
const cdnDir = mkdtempSync(path.join(tmpdir(), 'camping-cdn-'));
const database = await provisionTestDatabase('camping_test_deploy');
const server = await startServer({ databaseUrl: database.url, quiet: true });
const cdn = await serveFolder(cdnDir);
const served = async () => (await (await fetch(`${server.baseUrl}/remotes.json`)).json())[REMOTE];
const tap = tapReporter();
try {
  process.env.DEPLOY_USER = E2E_ADMIN.usuario;
  process.env.DEPLOY_PASSWORD = E2E_ADMIN.contrasena;
  const before = await served();
  const common = { remote: REMOTE, site: server.baseUrl, 'cdn-dir': cdnDir, cdnUrl: cdn.url };
  const published = await tap.check(`${REMOTE} publicado en la CDN local, registrado y probado en el navegador`, async () => {
    const url = await deploy({ ...common, 'skip-install': true, 'skip-tests': true, 'skip-build': true });
    if ((await served()) !== url || !url.startsWith(cdn.url)) throw new Error(`el sitio no sirve ${REMOTE} desde la CDN`);
  });
  const rollback = `${REMOTE} revertido a ${before}`;
  if (!published) tap.notOk(rollback, 'no se probó: la publicación falló');
  else {
    await tap.check(rollback, async () => {
      await deploy({ ...common, rollback: true });
      if ((await served()) !== before) throw new Error(`la vuelta atrás no dejó ${REMOTE} en ${before}`);
    });
  }
} finally {
  tap.end();
  await cdn.close();
  await server.stop();
  await database.release();
  rmSync(cdnDir, { recursive: true, force: true });
}
process.exitCode = tap.failed ? 1 : 0;
