/** Builds of remotes as a CDN folder holds them, for the tests of the table of remotes (issue 20). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of an mf-manifest.json the server checks, stamped like libs/federation stamps a build. */
export function fakeManifest(federationName: string, version: string, commit = `c0ffee${version.replace(/\D/g, '')}`) {
  return {
    id: federationName,
    name: federationName,
    metaData: {
      name: federationName,
      buildInfo: { buildVersion: version, version, commit },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${federationName}:export-app`, name: 'export-app', path: './export-app' }],
  };
}

export function writeJson(root: string, relative: string, data: unknown): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
}
