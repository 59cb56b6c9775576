import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, notifySessionRenewed } from '@camping/contracts/api/http';
import { createPago, listPagosReserva } from '@camping/contracts/api/pagos';
import { MSG } from '@camping/contracts/messages';
import { PaymentsPanel } from '../payments-panel';
import { QUERY_CLIENT_DEFAULTS } from '@camping/contracts/api/query-client';
import { refetchAfterLogin, sharedQueryClient } from './shared-query-client';

jest.mock('@camping/contracts/api/pagos', () => ({ listPagosReserva: jest.fn(), createPago: jest.fn() }));
jest.mock('../toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

/** Another remote's list of stays (Reservas' «Hoy»), under its own provider and React root. */
function OtherRemoteList({ load }: { load: () => Promise<string> }) {
  const hoy = useQuery({ queryKey: ['reservas', 'hoy', '2026-11-27'], queryFn: load });
  return <p data-testid="hoy">{hoy.data ?? 'cargando'}</p>;
}

describe('sharedQueryClient', () => {
  afterEach(() => sharedQueryClient().clear());

  it('is one client for the page, with the admin policy', () => {
    expect(sharedQueryClient()).toBe(sharedQueryClient());
    expect(sharedQueryClient().getDefaultOptions().queries?.retry).toBe(QUERY_CLIENT_DEFAULTS.queries.retry);
    expect(sharedQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('a payment recorded in one remote’s tree reads another remote’s list of stays again', async () => {
    jest.mocked(listPagosReserva).mockResolvedValue({ success: true, pagos: [], total_pagado: 0 });
    jest.mocked(createPago).mockResolvedValue({ success: true, id: 1, message: MSG.pagoCreado });
    let reads = 0;
    const load = jest.fn(async () => `lectura ${++reads}`);

    // Two remotes: two React roots, each with its own provider, as the shell mounts them; one client.
    const reservas = document.body.appendChild(document.createElement('div'));
    const calendario = document.body.appendChild(document.createElement('div'));
    render(
      <QueryClientProvider client={sharedQueryClient()}>
        <OtherRemoteList load={load} />
      </QueryClientProvider>,
      { container: reservas },
    );
    render(
      <QueryClientProvider client={sharedQueryClient()}>
        <PaymentsPanel reserva={{ id: 5, monto_total: 1000, total_pagado: 0 }} />
      </QueryClientProvider>,
      { container: calendario },
    );
    expect(await screen.findByText('lectura 1')).toBeInTheDocument();

    const form = await within(calendario).findByRole('form', { name: 'Registrar pago' });
    fireEvent.change(within(form).getByLabelText('Monto'), { target: { value: '400' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar pago' }));

    expect(await within(reservas).findByText('lectura 2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(listPagosReserva).toHaveBeenCalledTimes(2));
  });

  it('after a login over an expired session asks again only what failed with 401', async () => {
    const client = { refetchQueries: jest.fn().mockResolvedValue(undefined) };
    const stop = refetchAfterLogin(client as unknown as ReturnType<typeof sharedQueryClient>);
    notifySessionRenewed();
    expect(client.refetchQueries).toHaveBeenCalledTimes(1);
    const { predicate } = client.refetchQueries.mock.calls[0][0] as { predicate: (q: { state: { error: unknown } }) => boolean };
    expect(predicate({ state: { error: new ApiError('No autorizado', 401) } })).toBe(true);
    expect(predicate({ state: { error: new ApiError('Conflicto', 409) } })).toBe(false);
    expect(predicate({ state: { error: null } })).toBe(false);
    stop();
    notifySessionRenewed();
    expect(client.refetchQueries).toHaveBeenCalledTimes(1);
  });
});
