/**
 * Writes a build's load-graph.json (@camping/contracts/load-graph): the files of some named lazy parts and of every
 * shared module the build provides, and which shared modules each consumes, read from rspack's chunk graph with the
 * final (hashed) names. The server reads it to announce an admin page's files in its HTML.
 *
 * Why not the remote's mf-manifest.json: its `shared` assets list every chunk holding any part of each shared module
 * (89 files for mf-reservations), twice what its screen loads (44), and nothing says which ones its exposed module
 * needs; the chunk graph says both.
 */
import type { Chunk, Compilation, Compiler, Module } from '@rspack/core';
import type { LoadGraph, LoadStep } from '@camping/contracts/load-graph';

/**
 * LOAD_GRAPH_FILE of @camping/contracts/load-graph (checked by a test). Not imported: rspack loads this config with
 * Node's resolution, which would need contracts compiled first, and every remote must build alone.
 */
export const LOAD_GRAPH_FILE_NAME = 'load-graph.json';

/** Files the browser fetches for a chunk: scripts and style sheets (not source maps). */
const FETCHED = /\.(js|css)$/;

/** The chunk group the federation plugin makes for an exposed module ('./export-app' → '__federation_expose_export_app'). */
export function exposedChunkGroupName(exposed: string): string {
  return `__federation_expose_${exposed.replace(/^\.\//, '').replace(/[^a-zA-Z0-9_]/g, '_')}`;
}

/**
 * The shared module named by a federation module's identifier, e.g.
 * `consume shared module (default) @camping/ui/dialog@^1.0.0 (strict) (fallback: …)` or
 * `provide shared module (default) react@19.3.1 = /…/react/index.js`; null for any other module.
 */
export function sharedModuleOf(identifier: string): { name: string; version: string } | null {
  const match = /^(?:consume|provide) shared module \([^)]*\) (\S+)@(\S*)/.exec(identifier);
  return match ? { name: match[1], version: match[2] } : null;
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function stepOf(compilation: Compilation, chunks: readonly Chunk[]): LoadStep {
  const modules = chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk));
  return {
    files: unique(chunks.flatMap((chunk) => [...chunk.files].filter((file) => FETCHED.test(file)))),
    consumes: unique(
      modules.filter((module) => module.type === 'consume-shared-module').flatMap((module) => sharedModuleOf(module.identifier())?.name ?? []),
    ),
  };
}

/** What loading this build's copy of a provided shared module costs: its async chunks (none when eager). */
function provideOf(compilation: Compilation, module: Module): [string, LoadStep & { version: string }] | null {
  const shared = sharedModuleOf(module.identifier());
  if (!shared) return null;
  const group = module.blocks[0] ? compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]) : null;
  return [shared.name, { version: shared.version, ...stepOf(compilation, group?.chunks ?? []) }];
}

export function loadGraphOf(compilation: Compilation, parts: Record<string, string>): { graph: LoadGraph; missing: string[] } {
  const graph: LoadGraph = { parts: {}, provides: {} };
  const missing: string[] = [];
  for (const [part, groupName] of Object.entries(parts)) {
    const group = compilation.namedChunkGroups.get(groupName);
    if (group) graph.parts[part] = stepOf(compilation, group.chunks);
    else missing.push(groupName);
  }
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const provided = provideOf(compilation, module);
    if (provided) graph.provides[provided[0]] = provided[1];
  }
  return { graph, missing };
}

export class LoadGraphPlugin {
  /** `parts`: part name → chunk group name (a `webpackChunkName`, or exposedChunkGroupName of an exposed module). */
  constructor(private readonly parts: Record<string, string>) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('LoadGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing (final names), before the precompressed copies are made.
        { name: 'LoadGraphPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const { graph, missing } = loadGraphOf(compilation, this.parts);
          // A renamed import (or another federation plugin's naming) would silently take the hints away: say so.
          for (const name of missing) {
            compilation.errors.push(new compiler.webpack.WebpackError(`LoadGraphPlugin: no hay un grupo de chunks llamado «${name}»`));
          }
          compilation.emitAsset(LOAD_GRAPH_FILE_NAME, new RawSource(JSON.stringify(graph)));
        },
      );
    });
  }
}
