import { api, CAMPING_PRECIOS, mockCampingPrices, resetApiMocks } from '../../../testing/mock-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import { type QuoteInput, usePriceQuote } from './use-price-quote';

const MINIMO = 'En Temporada alta la estadía mínima es de 4 noches';
/** «2 noches × $ 11.000 (Base) + 1 noche × $ 16.500 (Temporada alta)», as Intl writes it. */
const DESGLOSE = '2 noches × $\u00a011.000 (Base) + 1 noche × $\u00a016.500 (Temporada alta)';

const CAMPING: QuoteInput = {
  tipoId: TIPO_CAMPING,
  personas: null,
  adultos: 2,
  menores: 0,
  metodoPago: 'transferencia',
  entrada: '2030-03-12',
  salida: '2030-03-15',
  descuento: 500,
  montoManual: null,
};

function renderQuote(input: QuoteInput) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook((props: QuoteInput) => usePriceQuote(props), { wrapper, initialProps: input });
}

/** Two base nights and one in high season for 2 adults: 2 × 11.000 + 16.500. */
const seasonStay = (rechazo: string | null, total: number | null = 38500) => () => ({ total, desglose_texto: DESGLOSE, rechazo });

beforeEach(() => {
  resetApiMocks();
  mockCampingPrices();
});

describe('usePriceQuote for camping by the seasons (issue 35)', () => {
  it('asks the stay with its method, dates and people and answers the seasons\' total, breakdown and refusal', async () => {
    mockCampingPrices(seasonStay(null));
    const { result } = renderQuote(CAMPING);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.hospedajes.getPreciosCamping).toHaveBeenCalledWith('transferencia', expect.anything(), {
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
      cantidad_adultos: 2,
      cantidad_menores: 0,
    });
    expect(result.current).toMatchObject({
      kind: 'camping',
      dias: 3,
      precioPorDia: CAMPING_PRECIOS.base + 2 * CAMPING_PRECIOS.adulto,
      subtotal: 38500,
      descuento: 500,
      total: 38000,
      desglose: DESGLOSE,
      rechazo: null,
      error: null,
    });
    // Camping's refusal comes with its price: the seasons' limits are not asked apart.
    expect(api.temporadas.getLimitesEstadia).not.toHaveBeenCalled();
  });

  it('hands the rule\'s minimum-stay refusal to the form, the total still given', async () => {
    mockCampingPrices(seasonStay(MINIMO));
    const { result } = renderQuote(CAMPING);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ subtotal: 38500, total: 38000, rechazo: MINIMO });
  });

  it('answers a night without price as an error with the refusal, at total 0', async () => {
    const sinPrecio = 'La temporada Temporada alta no tiene precio para la estadía elegida';
    mockCampingPrices(seasonStay(sinPrecio, null));
    const { result } = renderQuote(CAMPING);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: sinPrecio, total: 0, subtotal: 0, desglose: null });
  });

  it('asks again when the people change, calculating meanwhile', async () => {
    const { result, rerender } = renderQuote(CAMPING);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.total).toBe(3 * 11000 - 500);
    rerender({ ...CAMPING, menores: 2 });
    expect(result.current.status).toBe('calculating');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.hospedajes.getPreciosCamping).toHaveBeenLastCalledWith('transferencia', expect.anything(), expect.objectContaining({ cantidad_menores: 2 }));
    // The mock's base nights only: the breakdown is the list's price a day, which the summary does not repeat.
    expect(result.current).toMatchObject({ precioPorDia: 14000, subtotal: 3 * 14000, total: 3 * 14000 - 500 });
  });

  it('without dates asks the base list alone, as before', async () => {
    const { result } = renderQuote({ ...CAMPING, entrada: '', salida: '' });
    await waitFor(() => expect(api.hospedajes.getPreciosCamping).toHaveBeenCalled());
    expect(api.hospedajes.getPreciosCamping).toHaveBeenCalledWith('transferencia', expect.anything(), undefined);
    await waitFor(() => expect(result.current.status).toBe('idle'));
  });

  it('with people the API would refuse (nobody at all) keeps the base list a day, for the form to say why', async () => {
    const { result } = renderQuote({ ...CAMPING, adultos: 0, menores: 0 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(api.hospedajes.getPreciosCamping).toHaveBeenCalledWith('transferencia', expect.anything(), undefined);
    expect(result.current).toMatchObject({ precioPorDia: CAMPING_PRECIOS.base, subtotal: 3 * CAMPING_PRECIOS.base, desglose: null, rechazo: null });
  });
});

describe('usePriceQuote for groups', () => {
  const GRUPO: QuoteInput = { ...CAMPING, tipoId: TIPO_GRUPOS, adultos: null, menores: null, montoManual: 600000, descuento: 0 };

  it('stays calculating until the seasons\' limits of its dates are known, then carries their refusal', async () => {
    let answer: (value: { success: true; rechazo: string | null }) => void = () => undefined;
    api.temporadas.getLimitesEstadia.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderQuote(GRUPO);
    expect(result.current.status).toBe('calculating');
    await waitFor(() => expect(api.temporadas.getLimitesEstadia).toHaveBeenCalledWith('2030-03-12', '2030-03-15', expect.anything()));
    answer({ success: true, rechazo: MINIMO });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ total: 600000, rechazo: MINIMO });
    expect(api.hospedajes.getPreciosCamping).not.toHaveBeenCalled();
  });

  it('is ready at once without dates to ask the limits of', () => {
    const { result } = renderQuote({ ...GRUPO, entrada: '', salida: '' });
    expect(result.current).toMatchObject({ status: 'ready', total: 600000, rechazo: null });
    expect(api.temporadas.getLimitesEstadia).not.toHaveBeenCalled();
  });
});
