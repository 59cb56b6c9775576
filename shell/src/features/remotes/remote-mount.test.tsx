import { act, render, screen } from '@testing-library/react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { loadedRemoteApp, loadRemoteApp } from './remote-registry';
import { RemoteMount } from './remote-mount';

jest.mock('./remote-registry', () => ({ loadRemoteApp: jest.fn(), loadedRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);
const kept = jest.mocked(loadedRemoteApp);

/** A remote's exposed module as the bridge builds it: a provider that writes the path it was given into its div. */
function fakeBridgeModule() {
  const calls: string[] = [];
  const module = {
    default: () => ({
      render: ({ dom, pathname }: { dom: HTMLElement; pathname: string }) => {
        calls.push(`render ${pathname}`);
        dom.textContent = `pantalla ${pathname}`;
      },
      destroy: ({ dom }: { dom: HTMLElement }) => {
        calls.push('destroy');
        dom.textContent = '';
      },
    }),
  };
  return { module, calls };
}

const props = (pathname: string): RemoteAppProps => ({ pathname, hash: '', navigate: jest.fn(), user: null, reportError: jest.fn() });

describe('RemoteMount', () => {
  beforeEach(() => {
    load.mockReset();
    kept.mockReset();
  });

  it('shows the loading state, mounts the remote once its module is here, passes new props and destroys it on leaving', async () => {
    const { module, calls } = fakeBridgeModule();
    let resolve: (value: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const view = render(<RemoteMount workspace="mf-reservations" loading={<p>Cargando...</p>} props={props('/admin/reservas')} />);
    expect(screen.getByText('Cargando...')).toBeInTheDocument();

    await act(async () => resolve(module));
    expect(await screen.findByText('pantalla /admin/reservas')).toBeInTheDocument();

    view.rerender(<RemoteMount workspace="mf-reservations" loading={<p>Cargando...</p>} props={props('/admin/reservas/nueva')} />);
    expect(await screen.findByText('pantalla /admin/reservas/nueva')).toBeInTheDocument();

    view.unmount();
    expect(calls).toEqual(['render /admin/reservas', 'render /admin/reservas/nueva', 'destroy']);
  });

  it('mounts a remote this tab already loaded at once, with no loading step', () => {
    const { module } = fakeBridgeModule();
    kept.mockReturnValue(module);
    render(<RemoteMount workspace="mf-clients" loading={<p>Cargando...</p>} props={props('/admin/clientes')} />);
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(screen.getByText('pantalla /admin/clientes')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the Spanish fallback when the remote cannot load, or exposes no app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('red caída'));
    const first = render(<RemoteMount workspace="mf-reports" loading={null} props={props('/admin/reportes')} />);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
    first.unmount();

    load.mockResolvedValueOnce({ algo: 1 });
    render(<RemoteMount workspace="mf-calendar" loading={null} props={props('/admin/calendario')} />);
    expect(await screen.findByRole('heading', { name: 'No pudimos cargar esta sección' })).toBeInTheDocument();
  });
});
