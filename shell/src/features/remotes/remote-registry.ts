/**
 * Remotes are found at run time: the server's /remotes.json maps each remote to its mf-manifest.json URL, and the
 * shell registers them with the federation runtime on first use. Redeploying a remote means pointing that JSON at
 * the new URL; the shell is never rebuilt.
 *
 * The shell reads each remote's mf-manifest.json itself (where its remoteEntry.js is, which files its exposed app
 * needs) instead of the federation runtime's snapshot plugin, which is left out of the build (libs/federation): the
 * same two facts for a fraction of the code on every page, and the exposed app's files start downloading together
 * with remoteEntry.js.
 */
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@camping/contracts/schemas/sitio';
import { EXPOSED_APP, findRemote } from '@camping/federation/remotes';

let remotesTable: Promise<RemotesManifest> | null = null;
/** What this tab loaded of each remote: the manifest URL and its build stamp (libs/federation/src/build-stamp.ts). */
export interface LoadedRemote {
  url: string;
  version: string | null;
  commit: string | null;
}
const loadedRemotes = new Map<string, LoadedRemote>();

/** The build of a remote this tab has loaded (shown in «Módulos»); undefined before its first use. */
export function loadedRemote(workspace: string): LoadedRemote | undefined {
  return loadedRemotes.get(workspace);
}
const registered = new Set<string>();
const loads = new Map<string, Promise<unknown>>();
/** Each remote's exposed module once loaded: a screen shown again mounts it at once, with no loading step. */
const loadedApps = new Map<string, unknown>();

/** The remote's exposed module if this tab has already loaded it. */
export function loadedRemoteApp(workspace: string): unknown {
  return loadedApps.get(workspace);
}

/**
 * The shape of `remotesManifestSchema` (name to URL), checked by hand: this runs on every page, and zod is not worth
 * its download for one flat object of strings.
 */
function isRemotesManifest(data: unknown): data is RemotesManifest {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && Object.values(data).every((url) => typeof url === 'string');
}

function fetchRemotesTable(): Promise<RemotesManifest> {
  remotesTable ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`No se pudo leer /remotes.json (${response.status})`);
      return response.json();
    })
    .then((data: unknown) => {
      if (!isRemotesManifest(data)) throw new Error('/remotes.json no tiene el formato esperado');
      return data;
    })
    .catch((error) => {
      remotesTable = null;
      throw error;
    });
  return remotesTable;
}

/** The parts of a remote's mf-manifest.json (written by @module-federation/enhanced) the shell reads. */
interface FederationManifest {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
    buildInfo?: { version?: unknown; buildVersion?: unknown; commit?: unknown };
  };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function isFederationManifest(data: unknown): data is FederationManifest {
  const entry = (data as FederationManifest | null)?.metaData?.remoteEntry;
  return typeof entry?.name === 'string' && (entry.path === undefined || typeof entry.path === 'string');
}

/** A preload, unless the page already has one for that file (the server announces the public remote's). */
function preload(href: string, as: 'script' | 'style'): void {
  for (const existing of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) if (existing.href === href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Where a remote's remoteEntry.js is, from its manifest (publicPath 'auto': next to the manifest). The files the
 * exposed app needs at once are preloaded meanwhile. A URL that is not a manifest is taken as the entry itself.
 */
async function remoteEntryOf(workspace: string, manifestUrl: string): Promise<string> {
  const url = new URL(manifestUrl, window.location.href);
  if (!url.pathname.endsWith('.json')) {
    loadedRemotes.set(workspace, { url: url.href, version: null, commit: null });
    return url.href;
  }
  const response = await fetch(url.href);
  if (!response.ok) throw new Error(`No se pudo leer ${url.pathname} (${response.status})`);
  const data: unknown = await response.json();
  if (!isFederationManifest(data)) throw new Error(`${url.pathname} no es un manifiesto de Module Federation`);
  const { publicPath, remoteEntry, buildInfo } = data.metaData;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  loadedRemotes.set(workspace, {
    url: url.href,
    version: text(buildInfo?.version) ?? text(buildInfo?.buildVersion),
    commit: text(buildInfo?.commit),
  });
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, url) : new URL('./', url);
  const assets = data.exposes?.find((expose) => expose.path === EXPOSED_APP)?.assets;
  for (const file of assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
  for (const file of assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
  return new URL([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), base).href;
}

/**
 * Takes a remote that failed to load out of the share scope: the shared modules it offered (say a newer
 * @camping/contracts it was built with, the reason it failed), loaded or not, would otherwise be picked, by version,
 * for the next remote, which would fail too. One broken remote must not take the others down (issue 20).
 */
function forgetSharesOf(federationName: string): void {
  const shareScopes = getInstance()?.shareScopeMap ?? {};
  for (const scope of Object.values(shareScopes)) {
    for (const versions of Object.values(scope)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === federationName) delete versions[version];
      }
    }
  }
}

/** Loads the one module a remote exposes (`./export-app`); concurrent calls share one load, a failure can be retried. */
export function loadRemoteApp(workspace: string): Promise<unknown> {
  let loading = loads.get(workspace);
  if (!loading) {
    loading = loadOnce(workspace).catch((error) => {
      loads.delete(workspace);
      forgetSharesOf(findRemote(workspace).federationName);
      throw error;
    });
    loads.set(workspace, loading);
  }
  return loading;
}

async function loadOnce(workspace: string): Promise<unknown> {
  const remote = findRemote(workspace);
  if (!registered.has(workspace)) {
    const urls = await fetchRemotesTable();
    const manifestUrl = urls[workspace];
    if (!manifestUrl) throw new Error(`El remoto ${workspace} no figura en /remotes.json`);
    registerRemotes([{ name: remote.federationName, entry: await remoteEntryOf(workspace, manifestUrl) }]);
    registered.add(workspace);
  }
  const module = await loadRemote(`${remote.federationName}/${EXPOSED_APP.replace('./', '')}`);
  if (!module) throw new Error(`El remoto ${workspace} no expuso su aplicación`);
  loadedApps.set(workspace, module);
  return module;
}
