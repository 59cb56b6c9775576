/**
 * Mounts a remote's app in its own React root, through the bridge protocol its exposed module speaks
 * (`createBridgeComponent` in the remote: a provider with `render(info)` and `destroy(info)`).
 *
 * Not the bridge's `createRemoteAppComponent`: that wraps the remote in React.lazy and Suspense, and React holds a
 * Suspense boundary's content back until 300 ms after its fallback showed. With the remote's files announced in the
 * page's HTML they arrive sooner than that, and the screen stayed blank 140-280 ms with its code already here
 * (docs/reservations.md). Here the module is loaded first, then mounted by an ordinary state update: no fallback,
 * no hold. A screen shown again mounts at once (the module is kept per tab).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { findRemote } from '@camping/federation/remotes';
import { useLoadedModule } from '../../lib/use-loaded-module';
import { RemoteFallback } from './remote-fallback';
import { loadedRemoteApp, loadRemoteApp } from './remote-registry';

interface BridgeInfo {
  moduleName: string;
  dom: HTMLElement;
  basename: string;
  [prop: string]: unknown;
}

interface BridgeProvider {
  render(info: BridgeInfo): void | Promise<void>;
  destroy(info: { moduleName: string; dom: HTMLElement }): void;
}

type BridgeModule = { default: () => BridgeProvider } & Record<symbol, unknown>;

function isBridgeModule(module: unknown): module is BridgeModule {
  return typeof module === 'object' && module !== null && typeof (module as { default?: unknown }).default === 'function';
}

function bridgeModule(workspace: string, module: unknown): BridgeModule {
  if (!isBridgeModule(module)) throw new Error(`El remoto ${workspace} no expone una aplicación montable`);
  return module;
}

/** The class of the div a remote is mounted in; the server's drawing of the public remote gets the same (remote-view.tsx). */
export const remoteRootClass = (workspace: string) => `remote-root remote-root-${workspace}`;

/** Renders the provider into a div of its own; `props` are passed on each time they change. */
function BridgeRoot({ module, workspace, props }: { module: BridgeModule; workspace: string; props: RemoteAppProps }) {
  const dom = useRef<HTMLDivElement>(null);
  const provider = useRef<BridgeProvider | null>(null);
  const moduleName = String(module[Symbol.for('mf_module_id')] ?? findRemote(workspace).federationName);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    const element = dom.current;
    if (!element) return;
    const created = module.default();
    provider.current = created;
    return () => {
      provider.current = null;
      created.destroy({ moduleName, dom: element });
    };
  }, [module, moduleName]);

  useEffect(() => {
    const element = dom.current;
    const current = provider.current;
    if (!element || !current) return;
    Promise.resolve(current.render({ moduleName, dom: element, basename: '/', ...props })).catch(setFailure);
    // Each prop is a dependency: the remote renders again when one changes, as the bridge's own wrapper did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module, moduleName, ...Object.values(props)]);

  if (failure) return <RemoteFallback error={failure} />;
  return <div ref={dom} className={remoteRootClass(workspace)} />;
}

export function RemoteMount({ workspace, loading, props }: { workspace: string; loading: ReactNode; props: RemoteAppProps }) {
  const { module, error } = useLoadedModule(
    workspace,
    () => loadRemoteApp(workspace).then((loaded) => bridgeModule(workspace, loaded)),
    () => {
      const kept = loadedRemoteApp(workspace);
      return isBridgeModule(kept) ? kept : undefined;
    },
  );
  if (error !== undefined) return <RemoteFallback error={error} />;
  if (!module) return <>{loading}</>;
  return <BridgeRoot key={workspace} module={module} workspace={workspace} props={props} />;
}
