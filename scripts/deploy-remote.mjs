#!/usr/bin/env node
/**
 * One team's pipeline for one remote (docs/deploying-a-remote.md): install, test, build the remote alone, upload its
 * folder to the CDN under a versioned path, register the new manifest URL through the API (which checks it and
 * records who and when), smoke-test it in a real browser through the site, and roll back by itself when the smoke
 * test fails. `--rollback` only goes back to the previous URL.
 *
 *   node scripts/deploy-remote.mjs mf-reports --cdn-dir /srv/cdn --cdn-url https://cdn.example.com --site https://camping.example.com
 *
 * The administrator's credentials come from DEPLOY_USER / DEPLOY_PASSWORD. `--skip-install` and `--skip-tests` are
 * for a CI that already ran them (scripts/test-all.mjs, step "deploy").
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT } from '@camping/dev-database/database';
import { run } from '@camping/dev-database/run';

/** The screen that proves a remote works: its main one, and what it shows once loaded. */
export const SMOKE_SCREENS = {
  'mf-public': { path: '/camping', ready: 'main h1' },
  'mf-calendar': { path: '/admin/calendario', ready: '.admin-main h1' },
  'mf-reservations': { path: '/admin/reservas', ready: '.admin-main h1' },
  'mf-clients': { path: '/admin/clientes', ready: '.admin-main h1' },
  'mf-reports': { path: '/admin/reportes', ready: '.admin-main h1' },
};
export const FALLBACK_TEXT = 'No pudimos cargar esta sección';

const log = (message) => process.stdout.write(`[deploy] ${message}\n`);

export function parseDeployArgs(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'cdn-dir': { type: 'string' },
      'cdn-url': { type: 'string' },
      site: { type: 'string' },
      rollback: { type: 'boolean', default: false },
      'skip-install': { type: 'boolean', default: false },
      'skip-tests': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const remote = positionals[0];
  if (!remote || !(remote in SMOKE_SCREENS)) throw new Error(`Indique el remoto: ${Object.keys(SMOKE_SCREENS).join(', ')}`);
  if (!values.site) throw new Error('Falta --site (la dirección del sitio, p. ej. https://camping.example.com)');
  if (!values.rollback && (!values['cdn-dir'] || !values['cdn-url'])) throw new Error('Faltan --cdn-dir y --cdn-url');
  return { remote, ...values, site: values.site.replace(/\/$/, ''), cdnUrl: values['cdn-url']?.replace(/\/$/, '') };
}

/** A session of the administrator on the site (DEPLOY_USER / DEPLOY_PASSWORD). */
async function signIn(site) {
  const usuario = process.env.DEPLOY_USER ?? 'admin';
  const contrasena = process.env.DEPLOY_PASSWORD;
  if (!contrasena) throw new Error('Falta DEPLOY_PASSWORD (la contraseña de un administrador)');
  const response = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({ usuario, contrasena }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión (${response.status})`);
  return { cookie: response.headers.get('set-cookie').split(';')[0], usuario, contrasena };
}

async function api(site, session, method, pathName, body) {
  const response = await fetch(`${site}${pathName}`, {
    method,
    headers: { Cookie: session.cookie, Origin: site, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${data.message ?? ''}`.trim());
  return data;
}

/** The URL every replica serves for the remote, within `ms`. */
async function waitServed(site, remote, url, ms = 10_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const manifest = await (await fetch(`${site}/remotes.json`)).json();
    if (manifest[remote] === url) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El sitio no sirve ${url} para ${remote} después de ${ms / 1000} s`);
}

/**
 * Opens each remote's main screen through the site in Chromium, signed in: its heading shows, no fallback, no page
 * error. Answers the failures, by remote (none when every screen works). Also the skew step's check
 * (scripts/skew-test.mjs).
 */
export async function smokeFailures(site, remotes, credentials) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: site, locale: 'es-AR' });
    const login = await context.request.post('/api/auth/login', { data: credentials });
    if (!login.ok()) throw new Error(`La prueba de humo no pudo iniciar sesión (${login.status()})`);
    const page = await context.newPage();
    let errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const failures = [];
    for (const remote of remotes) {
      const screen = SMOKE_SCREENS[remote];
      errors = [];
      try {
        await page.goto(screen.path);
        await page.locator(screen.ready).or(page.getByText(FALLBACK_TEXT)).first().waitFor({ timeout: 20_000 });
        if (await page.getByText(FALLBACK_TEXT).count()) throw new Error(`mostró «${FALLBACK_TEXT}» en ${screen.path}`);
        if (errors.length) throw new Error(`errores en la página: ${errors.join('; ')}`);
      } catch (error) {
        failures.push({ remote, message: error.message });
      }
    }
    return failures;
  } finally {
    await browser.close();
  }
}

/** smokeFailures, failing with every failure's message. */
export async function smokeTest(site, remotes, credentials) {
  const failures = await smokeFailures(site, remotes, credentials);
  if (failures.length) throw new Error(failures.map(({ remote, message }) => `${remote} ${message}`).join('; '));
}

export async function deploy(options) {
  const { remote, site } = options;
  const session = await signIn(site);
  if (options.rollback) {
    const { remoto } = await api(site, session, 'POST', `/api/remotes/${remote}/revert`, {});
    await waitServed(site, remote, remoto.url);
    log(`${remote} volvió a ${remoto.url}`);
    return remoto.url;
  }
  if (!options['skip-install']) await run('npm', ['ci']);
  if (!options['skip-tests']) await run('npm', ['test', '-w', remote]);
  if (!options['skip-build']) await run('npm', ['run', 'build', '-w', remote]);
  const dist = path.join(ROOT, remote, 'dist');
  const stamp = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  const folder = `${remote}/${stamp.version}-${stamp.commit ?? Date.now().toString(36)}`;
  const target = path.join(options['cdn-dir'], folder);
  if (!existsSync(path.join(target, 'mf-manifest.json'))) {
    mkdirSync(target, { recursive: true });
    cpSync(dist, target, { recursive: true });
  }
  const url = `${options.cdnUrl}/${folder}/mf-manifest.json`;
  log(`subido a ${url}`);
  await api(site, session, 'PUT', `/api/remotes/${remote}`, { url });
  await waitServed(site, remote, url);
  log('registrado; prueba de humo...');
  try {
    await smokeTest(site, [remote], { usuario: session.usuario, contrasena: session.contrasena });
  } catch (error) {
    log(`la prueba de humo falló (${error.message}): se revierte`);
    await api(site, session, 'POST', `/api/remotes/${remote}/revert`, {});
    throw error;
  }
  log(`${remote} ${stamp.version} (${stamp.commit}) publicado`);
  return url;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await deploy(parseDeployArgs(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`[deploy] ${error.message}\n`);
    process.exit(1);
  }
}
