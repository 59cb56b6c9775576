/**
 * Module Federation shares a library module by the request that names it (`@camping/contracts/messages`), not by
 * its file: a relative import between two modules of a shared library (`import { MSG } from './messages'` inside
 * contracts' format.ts) is bundled into the importing module's chunk. Every shared module that did so carried its
 * own copy of messages.ts (10 KB) and dates.ts, so the public home downloaded messages.ts three times (once from
 * the shell, twice from mf-public).
 *
 * This rewrites such a relative import to the package request before the federation plugin looks at it, so it
 * reaches the one shared instance. Only for targets that import nothing of their library themselves ("leaves":
 * messages-publico, dates, domain...), or only leaves (messages.ts, which spreads messages-publico.ts: issue 34): two
 * shared modules that import each other would each wait for the other to load, and such a module cannot be in a cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SharedLibrary {
  /** The package name, as shared (`@camping/contracts`). */
  name: string;
  /** Its `src` folder: `@camping/contracts/x` is `<src>/x.ts` (the package's "source" export condition). */
  src: string;
}

const SOURCE = /\.tsx?$/;
/** Every import of another module of the same library, relative or by the package's own name: its request. */
const importsOfLibrary = (name: string) => new RegExp(`from\\s+['"]((?:\\.{1,2}|${name.replace(/[/.]/g, '\\$&')})/[^'"]+)['"]`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : sourceFiles(full);
    return SOURCE.test(entry) && !/\.(spec|test)\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The library's modules (files without extension) that `file` imports. */
function libraryImports(library: SharedLibrary, file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(importsOfLibrary(library.name))].map(([, request]) =>
    request.startsWith('.') ? path.resolve(path.dirname(file), request) : path.join(library.src, request.slice(library.name.length + 1)),
  );
}

/**
 * The library's modules that import none of its other modules: file (no extension) to package request. Also each of
 * `alsoShared` (paths under src, no extension) that imports only such modules (messages.ts spreads
 * messages-publico.ts): it cannot be in a cycle either. Listed rather than found, so that making a module of contracts
 * import a leaf does not change which of its importers share it and which carry a copy; a listed module that imports
 * a module that is not a leaf stops the build.
 */
export function leafModules(library: SharedLibrary, alsoShared: readonly string[] = []): Map<string, string> {
  const leaves = new Map<string, string>();
  if (!existsSync(library.src)) return leaves;
  const request = (file: string) => `${library.name}/${path.relative(library.src, file).split(path.sep).join('/')}`;
  const imports = new Map(sourceFiles(library.src).map((file) => [file.replace(SOURCE, ''), libraryImports(library, file)]));
  for (const [file, targets] of imports) if (targets.length === 0) leaves.set(file, request(file));
  for (const module of alsoShared) {
    const file = path.join(library.src, module);
    const targets = imports.get(file);
    const notLeaf = targets?.find((target) => !leaves.has(target));
    if (!targets || notLeaf) throw new Error(`shared-leaf-imports: ${module} no existe o importa ${notLeaf} (no es una hoja)`);
    leaves.set(file, request(file));
  }
  return leaves;
}

/** The package request a relative import from `context` should become, or null to leave it as it is. */
export function sharedRequestFor(request: string, context: string, libraries: SharedLibrary[], leaves: Map<string, string>): string | null {
  if (!request.startsWith('./') && !request.startsWith('../')) return null;
  const library = libraries.find((lib) => context === lib.src || context.startsWith(lib.src + path.sep));
  if (!library) return null;
  return leaves.get(path.resolve(context, request).replace(SOURCE, '')) ?? null;
}
