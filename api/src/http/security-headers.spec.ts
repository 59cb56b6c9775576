import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/app-config';
import { securityHeadersFor } from './security-headers';

const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const page = (script: string) => `<!doctype html><html><head></head><body><div id="root"></div><script>${script}</script></body></html>`;

describe('securityHeadersFor', () => {
  let root: string;
  let index: string;
  const remotes = { current: () => ({}), onChange: () => undefined };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    index = path.join(root, 'shell', 'dist', 'index.html');
    mkdirSync(path.dirname(index), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("allows the inline scripts of the shell's index.html on disk now, not of the one there at start", () => {
    writeFileSync(index, page('var antes = 1;'));
    const headersFor = securityHeadersFor(loadConfig({ DATABASE_URL: 'postgres://localhost/x', STATIC_ROOT: root }), remotes);
    expect(headersFor('/camping')['content-security-policy']).toContain(scriptHash('var antes = 1;'));

    // A new shell build written under the running server (a later modification time, as a deploy gives).
    writeFileSync(index, page('var despues = 2;'));
    const later = new Date(Date.now() + 5000);
    utimesSync(index, later, later);
    const csp = headersFor('/camping')['content-security-policy'];
    expect(csp).toContain(scriptHash('var despues = 2;'));
    expect(csp).not.toContain(scriptHash('var antes = 1;'));
    // The API's answers keep their own policy, which allows no script at all.
    expect(headersFor('/api/public/sitio')['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('starts before the shell is built and allows its scripts once it is', () => {
    const headersFor = securityHeadersFor(loadConfig({ DATABASE_URL: 'postgres://localhost/x', STATIC_ROOT: root }), remotes);
    expect(headersFor('/')['content-security-policy']).toContain("script-src 'self'");
    writeFileSync(index, page('var recien = 3;'));
    expect(headersFor('/')['content-security-policy']).toContain(scriptHash('var recien = 3;'));
  });
});
