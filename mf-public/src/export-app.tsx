/** The one module this remote exposes: its app, wrapped by the bridge so the shell mounts it in its own root. */
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { startTransition, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';

const roots = new WeakMap<Element, Root>();

/**
 * The bridge's render, with one difference: the first render of the page runs as a transition, so React renders
 * it in slices of a few milliseconds and lets the browser breathe in between (on a slow phone one long task
 * otherwise blocks input for a few hundred ms). Later renders (a new path from the shell) are plain renders.
 */
function renderInSlices(element: ReactElement, target?: HTMLElement | string): Root {
  const container = typeof target === 'string' ? document.getElementById(target) : target;
  if (!container) throw new Error('No se encontró dónde montar el sitio público');
  const existing = roots.get(container);
  if (existing) {
    existing.render(element);
    return existing;
  }
  const root = createRoot(container);
  const tracked: Root = {
    render: (children) => root.render(children),
    unmount: () => {
      roots.delete(container);
      root.unmount();
    },
  };
  roots.set(container, tracked);
  startTransition(() => root.render(element));
  return tracked;
}

export default createBridgeComponent({ rootComponent: App, render: renderInSlices });
