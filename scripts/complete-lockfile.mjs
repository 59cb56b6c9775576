#!/usr/bin/env node
/**
 * Keeps `npm ci` working from the committed lockfile. The registry this project is built against does not serve
 * some platforms' native binaries (for example `@swc/core-darwin-arm64`), so npm writes a lockfile without them, and
 * `npm ci` then refuses it as out of sync with the packages that declare them as optional dependencies. This script
 * adds the missing entries (version, os, cpu, libc, `optional`), which npm skips on other platforms and fetches by
 * version on theirs. `--check` only reports and exits 1 when an entry is missing (run by `npm test`'s lint step).
 *
 *   node scripts/complete-lockfile.mjs          # after `npm install` changed the lockfile
 *   node scripts/complete-lockfile.mjs --check
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCKFILE = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** Platform fields read from a binary package's name, e.g. `@swc/core-linux-arm-gnueabihf`. */
export function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = words.find((word) => OS.includes(word));
  const cpu = words.find((word) => CPU.includes(word));
  if (!os || !cpu) return undefined;
  const libc = words.map((word) => LIBC[word]).find(Boolean);
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Entries missing from the lock: optional dependencies of hoisted packages that name a platform. */
export function missingEntries(lock) {
  const missing = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.startsWith('node_modules/')) continue;
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const nested = `${path}/node_modules/${name}`;
      if (lock.packages[key] || lock.packages[nested] || missing.has(key)) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      missing.set(key, {
        version,
        ...platform,
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.license ? { license: entry.license } : {}),
        optional: true,
      });
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
  const missing = missingEntries(lock);
  if (process.argv.includes('--check')) {
    if (missing.size) {
      process.stderr.write(
        `package-lock.json no tiene ${missing.size} binarios opcionales de otras plataformas (${[...missing.keys()]
          .slice(0, 3)
          .join(', ')}…): npm ci lo rechazaría. Ejecute: node scripts/complete-lockfile.mjs\n`,
      );
      process.exit(1);
    }
    process.stdout.write('package-lock.json: completo para npm ci\n');
  } else {
    const packages = { ...lock.packages, ...Object.fromEntries(missing) };
    lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
    writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
    process.stdout.write(`package-lock.json: ${missing.size} entradas agregadas\n`);
  }
}
