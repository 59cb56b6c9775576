/**
 * What an admin page needs at once, announced in its head (`<link rel="preload">`), so the browser downloads it
 * together with the shell's entry instead of in waves, each found only by running the previous one (docs/api.md,
 * «Pages»; docs/reservations.md, benchmark):
 * - the shell's app and admin area and the shared modules they load (the shell's load-graph.json);
 * - the session check (/api/auth/me), the admin area's first question, on every admin page;
 * - for a signed-in visitor whose role may open the screen (the route table's roles: a receptionist's page announces
 *   no admin-only remote), the screen's remote: the table of remotes, its mf-manifest.json and
 *   remoteEntry.js, its exposed module's files and the shared modules that loads which the shell does not provide
 *   (the remote's load-graph.json). Only when this server serves that remote itself, as the runtime table says:
 *   a remote moved elsewhere at run time gets no hints from the build lying here.
 *
 * Without a session the admin area shows the login: the shell's part is what that needs, and no remote code is
 * announced (anonymous visitors download none). The session's role is looked up by the caller (static-files.ts).
 */
import path from 'node:path';
import { filesToLoad, LOAD_GRAPH_FILE, SHELL_ADMIN_PARTS, type LoadGraph, type PageBuild, type PagePart } from '@camping/contracts/load-graph';
import type { PreloadHint } from '@camping/contracts/page-hints';
import type { Rol } from '@camping/contracts/schemas/auth';
import { EXPOSED_APP } from '../remotos/federation-manifest';
import { buildJsonFile, type BuildJsonFile } from './build-json-file';
import { ADMIN_PAGE, adminScreenRemote } from './admin-screens';
import { frontEndDist, localManifestPath, REMOTE_ROWS, servedHere } from './front-end-paths';

/** The parts of a remote's mf-manifest.json that say where its files are. */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

interface RemoteBuild {
  manifest: BuildJsonFile<FederationManifest>;
  graph: BuildJsonFile<LoadGraph>;
}

export interface AdminPreloads {
  /** What an admin page announces to a session of role `rol` (null: none), in the order its code asks for it (none for other pages). */
  hints(pagePath: string, rol: Rol | null): PreloadHint[];
  /** Changes whenever a file the hints come from changes (part of the page's cache key). */
  version(): string;
}

const SESSION_CHECK = '/api/auth/me';
const REMOTES_TABLE = '/remotes.json';

const fileHint = (href: string): PreloadHint => ({ as: href.endsWith('.css') ? 'style' : 'script', href });

/** The folder a remote's files are under: its manifest's publicPath, or (publicPath 'auto') the manifest's own. */
function remoteBase(manifest: FederationManifest, workspace: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? publicPath : `/remotes/${workspace}/`;
}

/** remoteEntry.js and the exposed module's files, as the manifest lists them (the remote's load graph adds the rest). */
function manifestFiles(manifest: FederationManifest, base: string): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((expose) => expose.path === EXPOSED_APP)?.assets;
  return [
    ...(entry?.name ? [`${base}${[entry.path, entry.name].filter(Boolean).join('/')}`] : []),
    ...[...(exposed?.css?.sync ?? []), ...(exposed?.js?.sync ?? [])].map((file) => `${base}${file}`),
  ];
}

export function adminPreloads(remotes: () => Record<string, string>, staticRoot?: string): AdminPreloads {
  const shellGraph = buildJsonFile<LoadGraph>(path.join(frontEndDist('shell', staticRoot), LOAD_GRAPH_FILE));
  const remoteBuilds = new Map<string, RemoteBuild>(
    REMOTE_ROWS.filter((row) => row.admin).map((row) => {
      const dist = frontEndDist(row.workspace, staticRoot);
      const build = { manifest: buildJsonFile<FederationManifest>(path.join(dist, 'mf-manifest.json')), graph: buildJsonFile<LoadGraph>(path.join(dist, LOAD_GRAPH_FILE)) };
      return [row.workspace, build];
    }),
  );

  /** The screen's remote (served here) and what it loads. */
  const remoteHints = (workspace: string, shell: PageBuild | null, shellParts: PagePart[]): PreloadHint[] => {
    const build = remoteBuilds.get(workspace);
    const manifest = build?.manifest.read();
    if (!build || !manifest) return [];
    const base = remoteBase(manifest, workspace);
    const graph = build.graph.read();
    let shared: string[] = [];
    if (graph && shell) {
      const remote: PageBuild = { graph, base };
      const before = filesToLoad(shellParts).length;
      shared = filesToLoad([...shellParts, { build: remote, part: EXPOSED_APP, registered: [shell, remote] }]).slice(before);
    }
    return [
      { as: 'fetch', href: REMOTES_TABLE },
      { as: 'fetch', href: localManifestPath(workspace) },
      ...[...new Set([...manifestFiles(manifest, base), ...shared])].map(fileHint),
    ];
  };

  const compute = (workspace: string | null): PreloadHint[] => {
    const graph = shellGraph.read();
    const shell: PageBuild | null = graph ? { graph, base: '/' } : null;
    const shellParts: PagePart[] = shell ? SHELL_ADMIN_PARTS.map((part) => ({ build: shell, part, registered: [shell] })) : [];
    return [
      ...filesToLoad(shellParts).map(fileHint),
      { as: 'fetch', href: SESSION_CHECK },
      ...(workspace ? remoteHints(workspace, shell, shellParts) : []),
    ];
  };
  const version = () =>
    [shellGraph.version(), ...[...remoteBuilds.values()].flatMap((build) => [build.manifest.version(), build.graph.version()])].join(':');
  // Computed once per screen's remote and build; the key also says whether the remote is served here right now.
  let computed: { version: string; hints: Map<string, PreloadHint[]> } = { version: '', hints: new Map() };

  return {
    hints(pagePath, rol) {
      if (!ADMIN_PAGE.test(pagePath)) return [];
      const current = version();
      if (computed.version !== current) computed = { version: current, hints: new Map() };
      const screen = rol ? adminScreenRemote(pagePath, rol) : null;
      const workspace = screen && servedHere(remotes(), screen) ? screen : null;
      let hints = computed.hints.get(workspace ?? '');
      if (!hints) {
        hints = compute(workspace);
        computed.hints.set(workspace ?? '', hints);
      }
      return hints;
    },
    version,
  };
}
