/**
 * What loading a part of a build costs in files, from the build's own chunk graph (load-graph.json, written by
 * libs/federation's LoadGraphPlugin), so the server can announce in an admin page's HTML the files its code will ask
 * for and the browser fetches them together, instead of in waves each found only by running the previous one.
 *
 * With Module Federation a shared module (each @camping/contracts and @camping/ui module, sonner...) is loaded from
 * whichever build on the page provides it: the shell's copy when the shell has one (it registers first; the highest
 * version wins and a tie stays with the first), else the remote's own. So a part records the shared modules it
 * consumes, not their files, and `filesToLoad` picks each provider the way the federation runtime does.
 *
 * Imports nothing: rspack configs load it by path, before contracts is compiled.
 */
export const LOAD_GRAPH_FILE = 'load-graph.json';

/**
 * The shell's lazy parts every admin page loads before its screen (by `webpackChunkName`): the app itself, the
 * session check's calls and the admin area.
 */
export const SHELL_ADMIN_PARTS = ['bootstrap', 'session-check', 'admin-area'] as const;

export interface LoadStep {
  /** Scripts and style sheets, relative to the build's folder. */
  files: string[];
  /** Shared modules its code asks the federation runtime for as it loads. */
  consumes: string[];
}

export interface LoadGraph {
  /** Lazy parts by name: the shell's SHELL_ADMIN_PARTS, a remote's exposed module ('./export-app'). */
  parts: Record<string, LoadStep>;
  /** Shared modules the build provides: their version and what loading this build's copy costs. */
  provides: Record<string, LoadStep & { version: string }>;
}

/** A build as a page sees it: its load graph and the URL of its folder ('/', '/remotes/mf-reservations/'). */
export interface PageBuild {
  graph: LoadGraph;
  base: string;
}

/** `x.y.z` compared number by number; what is not a number counts as 0. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.+-]/, 3).map((part) => Number.parseInt(part, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The build whose copy of a shared module the runtime uses: the highest version, the first registered on a tie. */
function providerOf(builds: readonly PageBuild[], name: string): PageBuild | undefined {
  let chosen: PageBuild | undefined;
  for (const build of builds) {
    const offered = build.graph.provides[name];
    if (offered && (!chosen || compareVersions(offered.version, chosen.graph.provides[name].version) > 0)) chosen = build;
  }
  return chosen;
}

/** A part as the page loads it, with the builds registered with the federation runtime by then, in their order. */
export interface PagePart {
  build: PageBuild;
  part: string;
  registered: readonly PageBuild[];
}

/**
 * The URLs of the files that loading `parts` (in that order) fetches, each once, in the order the runtime asks for
 * them: a part's own files, then those of the shared modules it consumes, then of what those consume... A shared
 * module already loaded by an earlier part costs nothing again.
 */
export function filesToLoad(parts: readonly PagePart[]): string[] {
  const urls = new Set<string>();
  const loaded = new Set<string>();
  const add = (build: PageBuild, step: LoadStep, queue: string[]) => {
    for (const file of step.files) urls.add(`${build.base}${file}`);
    queue.push(...step.consumes);
  };
  for (const { build, part, registered } of parts) {
    const step = build.graph.parts[part];
    if (!step) continue;
    const queue: string[] = [];
    add(build, step, queue);
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (loaded.has(name)) continue;
      loaded.add(name);
      const provider = providerOf(registered, name);
      if (provider) add(provider, provider.graph.provides[name], queue);
    }
  }
  return [...urls];
}
