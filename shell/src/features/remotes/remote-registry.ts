/**
 * Remotes are found at run time: the server's /remotes.json maps each remote to its mf-manifest.json URL, and the
 * shell registers them with the federation runtime on first use. Redeploying a remote means pointing that JSON at
 * the new URL; the shell is never rebuilt.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@camping/contracts/schemas/sitio';
import { EXPOSED_APP, findRemote } from '@camping/federation/remotes';

let manifest: Promise<RemotesManifest> | null = null;
const registered = new Set<string>();
const loads = new Map<string, Promise<unknown>>();

/**
 * The shape of `remotesManifestSchema` (name to URL), checked by hand: this runs on every page, and zod is not worth
 * its download for one flat object of strings.
 */
function isRemotesManifest(data: unknown): data is RemotesManifest {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.values(data).every((url) => typeof url === 'string');
}

function fetchManifest(): Promise<RemotesManifest> {
  manifest ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`No se pudo leer /remotes.json (${response.status})`);
      return response.json();
    })
    .then((data: unknown) => {
      if (!isRemotesManifest(data)) throw new Error('/remotes.json no tiene el formato esperado');
      return data;
    })
    .catch((error) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

/** Loads the one module a remote exposes (`./export-app`); concurrent calls share one load, a failure can be retried. */
export function loadRemoteApp(workspace: string): Promise<unknown> {
  let loading = loads.get(workspace);
  if (!loading) {
    loading = loadOnce(workspace).catch((error) => {
      loads.delete(workspace);
      throw error;
    });
    loads.set(workspace, loading);
  }
  return loading;
}

async function loadOnce(workspace: string): Promise<unknown> {
  const remote = findRemote(workspace);
  if (!registered.has(workspace)) {
    const urls = await fetchManifest();
    const entry = urls[workspace];
    if (!entry) throw new Error(`El remoto ${workspace} no figura en /remotes.json`);
    registerRemotes([{ name: remote.federationName, entry }]);
    registered.add(workspace);
  }
  const module = await loadRemote(`${remote.federationName}/${EXPOSED_APP.replace('./', '')}`);
  if (!module) throw new Error(`El remoto ${workspace} no expuso su aplicación`);
  return module;
}
