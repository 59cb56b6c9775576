/**
 * Libraries shared once at run time. React and everything that holds React context or a module-level store must be
 * a singleton, or a remote would talk to a second copy that the shell never sees.
 *
 * TanStack Query is one too, among the admin remotes only (ADMIN_SHARED): they share one QueryClient
 * (@camping/ui/hooks/shared-query-client), so a payment recorded in the calendar refreshes the list in Reservas, and
 * libs/ui's panels (payments, holds) run their queries on it. That needs one copy of the library and of its React
 * context. mf-public does not depend on it, so its build neither provides nor asks for it. The shell does not share it
 * either: its entry is on every public page, and an entry of the share table there weighed 0.05 KB gzip on `/` and
 * `/camping` for the one admin screen of its own («Módulos», which reads nothing the remotes read and keeps its own
 * client). The remotes find one another's copy without the host (docs/performance.md).
 *
 * zod is deliberately not here. It holds no state that must be single (its global config and registry live on
 * globalThis, `instanceof` works across copies) and it is only reached through @camping/contracts, which is shared.
 * A shared module is built whole, with every export, because the bundler cannot know what other builds use: zod
 * shared weighed 87 KB gzip (every locale included); bundled, each build keeps only what its schemas use (~25 KB).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'sonner',
  '@camping/ui/',
  '@camping/contracts/',
] as const;

/** Singletons shared by a remote whose package.json depends on them (the admin remotes), never by the host. */
export const ADMIN_SHARED = ['@tanstack/react-query'] as const;

/**
 * React itself, which every page needs before anything renders. The shell (the host, always first on the page)
 * ships it in its entry script, so the browser fetches it straight from the HTML instead of after the entry has run.
 */
const EAGER_IN_HOST = new Set<string>(['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']);

/**
 * The workspace libraries are the contract between the shell and remotes deployed on their own (issue 20). A remote
 * needs at least the version it was built with, in the same major (`^`), and strictly: a remote built against a newer
 * library than the shell provides fails to load, and the shell shows its Spanish fallback, instead of running against
 * code that lacks what it calls. An older remote in a newer shell is fine.
 */
const WORKSPACE_LIBRARIES = new Set<string>(['@camping/ui', '@camping/contracts']);

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion?: boolean;
  eager?: boolean;
  packageName?: string;
}

export function sharedConfig(versions: Record<string, string>, host = false) {
  const shared: Record<string, SharedEntry> = {};
  const names = [...SHARED_SINGLETONS, ...ADMIN_SHARED.filter((name) => !host && versions[name] !== undefined)];
  for (const name of names) {
    const prefix = name.endsWith('/');
    const pkg = prefix ? name.slice(0, -1) : name.replace(/\/(jsx-runtime|client)$/, '');
    const library = WORKSPACE_LIBRARIES.has(pkg) && versions[pkg];
    shared[name] = {
      singleton: true,
      requiredVersion: library ? `^${versions[pkg]}` : (versions[pkg] ?? false),
      ...(library ? { strictVersion: true } : {}),
      // The federation plugin looks a shared package's version up with require.resolve(<key>): for a prefix such as
      // '@camping/ui/' Node then warns (DEP0155, a specifier ending in '/') and finds nothing. Our libraries export
      // their package.json, which it can resolve and read the version from.
      ...(prefix ? { packageName: `${pkg}/package.json` } : {}),
      ...(host && EAGER_IN_HOST.has(name) ? { eager: true } : {}),
    };
  }
  return shared;
}
