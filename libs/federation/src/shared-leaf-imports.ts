/**
 * Module Federation shares a library module by the request that names it (`@camping/contracts/messages`), not by
 * its file: a relative import between two modules of a shared library (`import { MSG } from './messages'` inside
 * contracts' format.ts) is bundled into the importing module's chunk. Every shared module that did so carried its
 * own copy of messages.ts (10 KB) and dates.ts, so the public home downloaded messages.ts three times (once from
 * the shell, twice from mf-public).
 *
 * This rewrites such a relative import to the package request before the federation plugin looks at it, so it
 * reaches the one shared instance. Only for targets that import nothing of their library themselves ("leaves":
 * messages, dates, domain...): two shared modules that import each other would each wait for the other to load.
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
/** Any import of another module of the same library: relative, or by the package's own name. */
const importsOfLibrary = (name: string) => new RegExp(`from\\s+['"](\\.{1,2}/|${name.replace(/[/.]/g, '\\$&')}/)`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'testing' ? [] : sourceFiles(full);
    return SOURCE.test(entry) && !/\.(spec|test)\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The library's modules that import none of its other modules: file (no extension) to package request. */
export function leafModules(library: SharedLibrary): Map<string, string> {
  const leaves = new Map<string, string>();
  if (!existsSync(library.src)) return leaves;
  const importsOwn = importsOfLibrary(library.name);
  for (const file of sourceFiles(library.src)) {
    if (importsOwn.test(readFileSync(file, 'utf8'))) continue;
    const module = path.relative(library.src, file).replace(SOURCE, '').split(path.sep).join('/');
    leaves.set(file.replace(SOURCE, ''), `${library.name}/${module}`);
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
