import { screen, waitFor, within } from '@testing-library/react';
import { getSitio } from '@camping/contracts/api/publico';
import { formatARS } from '@camping/contracts/format';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { TEMPORADA_MSG } from '@camping/contracts/seasons/season-messages';
import { renderSite, SITIO } from '../../../testing/render-site';
import type { QuoteRequest } from '../quote-request';
import { QuoteResult } from './quote-result';

jest.mock('@camping/contracts/api/publico', () => ({ getSitio: jest.fn(), getCotizacion: jest.fn() }));

/** formatARS separates with a no-break space; getByText compares the page's text with its spaces collapsed. */
const shown = (amount: number) => formatARS(amount).replace(/\s/g, ' ');

const CABANA: QuoteRequest = { tipo: 1, entrada: '2027-01-08', salida: '2027-01-13', personas: 4, adultos: 2, menores: 0 };

/** 3 base nights and 2 of Temporada alta, per method. */
function acrossSeasons(overrides: Partial<CotizacionResponse> = {}): CotizacionResponse {
  const method = (metodo_pago: string, base: number, alta: number) => ({
    metodo_pago,
    precio_por_dia: (3 * base + 2 * alta) / 5,
    total: 3 * base + 2 * alta,
    desglose: [
      { noches: 3, precio: base, etiqueta: 'Base' },
      { noches: 2, precio: alta, etiqueta: 'Temporada alta' },
    ],
    desglose_texto: '',
  });
  return {
    success: true,
    disponible: true,
    noches: 5,
    cotizaciones: [method('efectivo', 70000, 95000), method('tarjeta', 77000, 104500)],
    message: '¡Hay lugar para las fechas elegidas!',
    minimo: { noches: 3, temporada: 'Temporada alta' },
    rechazo: null,
    ...overrides,
  };
}

async function whatsappText(result: HTMLElement, name: string): Promise<string> {
  // The link leads to the contact page until the site's number arrives: read it once it is the chat.
  const href = await waitFor(() => {
    const value = within(result).getByRole('link', { name }).getAttribute('href');
    expect(value).toMatch(/^https:\/\/wa\.me\//);
    return value!;
  });
  return decodeURIComponent(href.split('text=')[1]);
}

describe('QuoteResult', () => {
  beforeEach(() => jest.mocked(getSitio).mockResolvedValue(SITIO));

  it('shows each method’s breakdown under its total, and the minimum stay, when the stay crosses seasons', async () => {
    renderSite(<QuoteResult request={CABANA} quote={acrossSeasons()} />);
    const result = screen.getByTestId('quote-result');
    expect(within(result).getByText('En Temporada alta la estadía mínima es de 3 noches')).toBeInTheDocument();
    const efectivo = within(result).getByRole('list', { name: 'Detalle en Efectivo' });
    expect(within(efectivo).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `3 noches × ${formatARS(70000)} (Base)`,
      `2 noches × ${formatARS(95000)} (Temporada alta)`,
    ]);
    const tarjeta = within(result).getByRole('row', { name: /^Tarjeta/ });
    expect(within(tarjeta).getByText(shown(3 * 77000 + 2 * 104500))).toBeInTheDocument();
    const detalle = within(result).getByRole('list', { name: 'Detalle en Tarjeta' });
    expect(within(detalle).getByText(`2 noches × ${shown(104500)} (Temporada alta)`)).toBeInTheDocument();
    // An average of two prices is no price: no «por día» beside a breakdown.
    expect(within(result).queryByText(/por día/)).toBeNull();
    const text = await whatsappText(result, 'Reservar Ahora');
    expect(text).toContain(`- Efectivo: ${formatARS(400000)}\n   · 3 noches × ${formatARS(70000)} (Base)\n   · 2 noches × ${formatARS(95000)} (Temporada alta)\n`);
  });

  it('keeps the price per day and no breakdown when every night costs the same', async () => {
    const quote: CotizacionResponse = {
      success: true,
      disponible: true,
      noches: 5,
      cotizaciones: [
        { metodo_pago: 'efectivo', precio_por_dia: 70000, total: 350000, desglose: [{ noches: 5, precio: 70000, etiqueta: 'Base' }], desglose_texto: '' },
      ],
      message: '¡Hay lugar para las fechas elegidas!',
      minimo: null,
      rechazo: null,
    };
    renderSite(<QuoteResult request={CABANA} quote={quote} />);
    const result = screen.getByTestId('quote-result');
    expect(within(result).getByText(`${shown(70000)} por día`)).toBeInTheDocument();
    expect(within(result).queryByRole('list')).toBeNull();
    expect(within(result).queryByText(/estadía mínima/)).toBeNull();
    expect(await whatsappText(result, 'Reservar Ahora')).toContain(`- Efectivo: ${formatARS(350000)}\n¿Me confirman`);
  });

  it('reads the rule’s refusal of a short stay, with the first exit that meets the minimum', async () => {
    const rechazo = TEMPORADA_MSG.minimo('Temporada alta', 3);
    const quote = acrossSeasons({ disponible: false, noches: 2, cotizaciones: [], message: rechazo, rechazo });
    renderSite(<QuoteResult request={{ ...CABANA, salida: '2027-01-10' }} quote={quote} />);
    const result = screen.getByTestId('quote-result');
    expect(result).toHaveAttribute('data-disponible', 'false');
    expect(within(result).getByText('En Temporada alta la estadía mínima es de 3 noches')).toBeInTheDocument();
    expect(within(result).getByText(/Elegí una salida a partir del 11\/01\/2027/)).toBeInTheDocument();
    expect(within(result).queryByText(/encontrar lugar/)).toBeNull();
    const text = await whatsappText(result, 'Consultar por WhatsApp');
    expect(text).toContain('Fechas: del 08/01/2027 al 10/01/2027 (2 noches)');
  });

  it('suggests another arrival day when the season receives nobody that day', async () => {
    const rechazo = TEMPORADA_MSG.sinIngreso('Temporada alta', 6);
    renderSite(<QuoteResult request={CABANA} quote={acrossSeasons({ disponible: false, cotizaciones: [], message: rechazo, rechazo })} />);
    const result = screen.getByTestId('quote-result');
    expect(within(result).getByText('En Temporada alta no se reciben ingresos los sábados')).toBeInTheDocument();
    expect(within(result).getByText(/Probá con otra fecha de entrada/)).toBeInTheDocument();
    expect(await whatsappText(result, 'Consultar por WhatsApp')).not.toContain('Cotización');
  });

  it('keeps the generic no-room hint when nothing is free', async () => {
    const quote: CotizacionResponse = { success: true, disponible: false, noches: 5, cotizaciones: [], message: 'No hay hospedajes disponibles para las fechas seleccionadas' };
    renderSite(<QuoteResult request={CABANA} quote={quote} />);
    const result = screen.getByTestId('quote-result');
    expect(within(result).getByText('Probá con otras fechas o escribinos: te ayudamos a encontrar lugar.')).toBeInTheDocument();
    expect(within(result).queryByText(/estadía mínima/)).toBeNull();
    expect(await whatsappText(result, 'Consultar por WhatsApp')).toContain('(5 noches)');
  });
});
