/**
 * What the server checks in a remote's mf-manifest.json before pointing every browser at it (issue 20): that it is
 * a Module Federation manifest, of this remote, exposing the one module the shell loads. Its build stamp
 * (libs/federation/src/build-stamp.ts) gives the version and commit shown in «Módulos». What is not a manifest gets
 * the same answer as a URL that could not be read (manifest-fetch.ts), so the check tells a prober nothing.
 */
import { MSG } from '@camping/contracts/messages';

export const EXPOSED_APP = './export-app';

export interface ManifestFacts {
  version: string | null;
  commit: string | null;
}

type Check = { ok: true; facts: ManifestFacts } | { ok: false; message: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, 100) : null);

export function checkFederationManifest(data: unknown, federationName: string): Check {
  const manifest = data as {
    id?: unknown;
    name?: unknown;
    metaData?: { remoteEntry?: { name?: unknown }; buildInfo?: Record<string, unknown> };
    exposes?: unknown;
  } | null;
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    typeof manifest.metaData?.remoteEntry?.name !== 'string' ||
    !Array.isArray(manifest.exposes)
  ) {
    return { ok: false, message: MSG.remotoManifiestoInaccesible };
  }
  if (manifest.name !== federationName && manifest.id !== federationName) return { ok: false, message: MSG.remotoOtroModulo };
  if (!manifest.exposes.some((expose) => (expose as { path?: unknown } | null)?.path === EXPOSED_APP)) {
    return { ok: false, message: MSG.remotoManifiestoInaccesible };
  }
  const info = manifest.metaData.buildInfo ?? {};
  return { ok: true, facts: { version: text(info.version) ?? text(info.buildVersion), commit: text(info.commit) } };
}
