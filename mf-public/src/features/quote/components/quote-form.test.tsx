import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCotizacion, getSitio } from '@camping/contracts/api/publico';
import { ApiError } from '@camping/contracts/api/http';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { formatARS, formatDateAR } from '@camping/contracts/format';
import { renderSite, SITIO } from '../../../testing/render-site';
import { QuoteForm } from './quote-form';

jest.mock('@camping/contracts/api/publico', () => ({ getSitio: jest.fn(), getCotizacion: jest.fn() }));
const mockedQuote = jest.mocked(getCotizacion);

describe('QuoteForm', () => {
  beforeEach(() => {
    jest.mocked(getSitio).mockResolvedValue(SITIO);
    mockedQuote.mockReset();
  });

  it('asks for the default stay, shows room and the price per method, and prefills WhatsApp', async () => {
    mockedQuote.mockResolvedValue({
      success: true,
      disponible: true,
      noches: 2,
      cotizaciones: [
        { metodo_pago: 'efectivo', precio_por_dia: 46000, total: 92000 },
        { metodo_pago: 'transferencia', precio_por_dia: 46000, total: 92000 },
      ],
      message: '¡Hay lugar para las fechas elegidas!',
    });
    renderSite(<QuoteForm tipoInicial={1} />);
    const result = await screen.findByTestId('quote-result');
    const entrada = addDaysIso(todayIso(), 1);
    expect(mockedQuote).toHaveBeenCalledWith(
      { tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: addDaysIso(entrada, 2), cantidad_personas: 2 },
      expect.anything(),
    );
    expect(within(result).getByText('¡Hay lugar para las fechas elegidas!')).toBeInTheDocument();
    expect(within(result).getByRole('row', { name: new RegExp(`Efectivo.*${formatARS(92000).replace('$', '\\$')}`) })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(result).getByRole('link', { name: 'Reservar Ahora' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/5492664551234\?text=/,
      ),
    );
    const link = within(result).getByRole('link', { name: 'Reservar Ahora' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const text = decodeURIComponent(link.getAttribute('href')!.split('text=')[1]);
    expect(text).toContain(`del ${formatDateAR(entrada)} al ${formatDateAR(addDaysIso(entrada, 2))} (2 noches)`);
    expect(text).toContain(`Efectivo: ${formatARS(92000)}`);
  });

  it('takes adults and minors for camping', async () => {
    mockedQuote.mockResolvedValue({ success: true, disponible: true, noches: 2, cotizaciones: [], message: 'ok' });
    renderSite(<QuoteForm tipoInicial={3} />);
    fireEvent.change(screen.getByLabelText('Menores'), { target: { value: '3' } });
    await waitFor(() =>
      expect(mockedQuote).toHaveBeenLastCalledWith(expect.objectContaining({ cantidad_adultos: 2, cantidad_menores: 3 }), expect.anything()),
    );
    expect(screen.queryByLabelText('Personas')).toBeNull();
  });

  it.each([
    ['31', '0', 'Adultos: como máximo 30'],
    ['2.5', '0', 'Adultos: ingrese un número entero, sin decimales'],
    ['-3', '0', 'Adultos: como mínimo 1'],
    ['20', '11', 'Camping: como máximo 30 personas por reserva (adultos y menores)'],
  ])('camping %s adults and %s minors: says %p as the form labels it, and asks the server nothing', async (adultos, menores, message) => {
    mockedQuote.mockResolvedValue({ success: true, disponible: true, noches: 2, cotizaciones: [], message: 'ok' });
    renderSite(<QuoteForm tipoInicial={3} />);
    await waitFor(() => expect(mockedQuote).toHaveBeenCalled());
    mockedQuote.mockClear();
    fireEvent.change(screen.getByLabelText('Adultos'), { target: { value: adultos } });
    fireEvent.change(screen.getByLabelText('Menores'), { target: { value: menores } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).not.toMatch(/cantidad_|Tiene que viajar/);
    expect(mockedQuote).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Adultos')).toHaveAttribute('max', '30');
  });

  it('says there is no room and offers to ask by WhatsApp', async () => {
    mockedQuote.mockResolvedValue({
      success: true,
      disponible: false,
      noches: 2,
      cotizaciones: [],
      message: 'No hay hospedajes disponibles para las fechas seleccionadas',
    });
    renderSite(<QuoteForm tipoInicial={2} />);
    const result = await screen.findByTestId('quote-result');
    expect(result).toHaveAttribute('data-disponible', 'false');
    expect(within(result).getByText('No hay hospedajes disponibles para las fechas seleccionadas')).toBeInTheDocument();
    expect(within(result).queryByRole('table')).toBeNull();
    expect(within(result).getByRole('link', { name: 'Consultar por WhatsApp' })).toBeInTheDocument();
  });

  it('explains bad dates without asking the server, and shows the server message on a refusal', async () => {
    mockedQuote.mockRejectedValue(new ApiError('Nuestros dormis alojan hasta 4 personas', 400));
    renderSite(<QuoteForm tipoInicial={2} />);
    const entrada = addDaysIso(todayIso(), 1);
    // DD/MM/YYYY whatever the visitor's computer speaks.
    expect(screen.getByLabelText('Fecha de entrada')).toHaveValue(formatDateAR(entrada));
    const salida = screen.getByLabelText('Fecha de salida');
    fireEvent.change(salida, { target: { value: formatDateAR(entrada) } });
    expect(salida).toHaveAccessibleDescription(`La fecha no puede ser anterior al ${formatDateAR(addDaysIso(entrada, 1))}`);
    expect(mockedQuote).not.toHaveBeenCalledWith(expect.objectContaining({ fecha_salida: entrada }), expect.anything());
    fireEvent.change(salida, { target: { value: formatDateAR(addDaysIso(entrada, 1)) } });
    expect(await screen.findByText('Nuestros dormis alojan hasta 4 personas')).toBeInTheDocument();
    expect(mockedQuote).toHaveBeenLastCalledWith(expect.objectContaining({ fecha_salida: addDaysIso(entrada, 1) }), expect.anything());
  });
});
