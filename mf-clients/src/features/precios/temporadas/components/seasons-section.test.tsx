import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import { ApiError } from '@camping/contracts/api/http';
import * as temporadasApi from '@camping/contracts/api/temporadas';
import { todayIso } from '@camping/contracts/dates';
import { notify } from '@camping/ui/toast';
import { seededPrecios } from '../../../../testing/fixtures';
import { renderWithQuery, setNarrow } from '../../../../testing/render';
import { textOn } from '../lib/year-strip';
import { SeasonsSection } from './seasons-section';
import { carnaval, temporada } from './seasons-fixtures';

jest.mock('@camping/contracts/api/hospedajes');
jest.mock('@camping/contracts/api/temporadas');
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
  notifyWithAction: jest.fn(),
}));
const api = jest.mocked(temporadasApi);
const toast = jest.mocked(notify);
const Y = Number(todayIso().slice(0, 4));
const NEXT = Y + 1;

const alta = temporada({ id: 1, rangos: [{ desde: `${Y}-01-02`, hasta: `${Y}-01-31` }, { desde: `${Y}-12-20`, hasta: `${Y}-12-31` }], recargo_fin_de_semana: 10, minimo_noches: 3, dias_sin_ingreso: [5, 6] });
const invierno = temporada({
  id: 2,
  nombre: 'Vacaciones de invierno',
  color: '#3B82F6',
  rangos: [{ desde: `${Y}-07-10`, hasta: `${Y}-07-25` }],
  modo: 'precios',
  porcentaje: null,
  precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 60000 }], camping: [] },
});

function renderSection(canEdit = true) {
  return renderWithQuery(<SeasonsSection canEdit={canEdit} />);
}

beforeEach(() => {
  jest.clearAllMocks();
  setNarrow(false);
  jest.mocked(hospedajesApi).getTodosPrecios.mockResolvedValue({ success: true, precios: seededPrecios() });
  api.getTemporadas.mockResolvedValue({ success: true, temporadas: [alta, invierno] });
  api.getSugerencias.mockImplementation(async (anio) => ({
    success: true,
    anio,
    sugerencias: anio === NEXT ? [carnavalOf(NEXT)] : [],
    aviso: 'Los feriados trasladables y los puentes cambian por decreto: confirme cada fecha antes de crear la temporada.',
  }));
});

function carnavalOf(anio: number) {
  const y = (iso: string) => iso.replace('2027', String(anio));
  return { ...carnaval, desde: y(carnaval.desde), hasta: y(carnaval.hasta), noches: { desde: y(carnaval.noches.desde), hasta: y(carnaval.noches.hasta) } };
}

describe('Temporadas', () => {
  it('lists each season with its colour, ranges, mode, surcharge, minimum and closed days', async () => {
    renderSection();
    const card = await screen.findByRole('listitem', { name: 'Temporada alta' });
    expect(within(card).getByRole('list', { name: 'Fechas de Temporada alta' }).textContent).toBe(`02/01/${Y} – 31/01/${Y}20/12/${Y} – 31/12/${Y}`);
    expect(card).toHaveTextContent('+20 % sobre la base');
    expect(card).toHaveTextContent('+10 % viernes y sábados');
    expect(card).toHaveTextContent('3 noches');
    expect(card).toHaveTextContent('Sin ingresos: viernes y sábado');
    expect(card.querySelector('.mfc-season-swatch')).toHaveStyle({ backgroundColor: '#E4572E' });
    const own = screen.getByRole('listitem', { name: 'Vacaciones de invierno' });
    expect(own).toHaveTextContent('Precios propios');
    expect(own).toHaveTextContent('Sin recargo');
    expect(own).toHaveTextContent('Sin mínimo');
    expect(own).toHaveTextContent('Se reciben todos los días');
  });

  it('colours each day of the year strip by its season, base days without colour, with a legend', async () => {
    renderSection();
    await screen.findByRole('listitem', { name: 'Temporada alta' });
    const enero = screen.getByRole('region', { name: `Enero ${Y}` });
    expect(within(enero).getByRole('img', { name: `01/01/${Y}: Base` })).not.toHaveAttribute('data-temporada');
    expect(within(enero).getByRole('img', { name: `02/01/${Y}: Temporada alta` })).toHaveStyle({ backgroundColor: '#E4572E' });
    expect(within(enero).getByRole('img', { name: `31/01/${Y}: Temporada alta` })).toHaveAttribute('data-temporada', 'Temporada alta');
    const julio = screen.getByRole('region', { name: `Julio ${Y}` });
    expect(within(julio).getByRole('img', { name: `25/07/${Y}: Vacaciones de invierno` })).toHaveStyle({ backgroundColor: '#3B82F6' });
    // Day numbers stay readable: dark on a light season colour, white on a dark one.
    expect(textOn('#F3A712')).toBe('#1A1A1A');
    expect(textOn('#6A4C93')).toBe('#FFFFFF');
    expect(within(julio).getByRole('img', { name: `26/07/${Y}: Base` })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Referencias' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual(['Base (sin temporada)', 'Temporada alta', 'Vacaciones de invierno']);
    // Another year: no season there, only the base in the legend.
    await userEvent.click(screen.getByRole('button', { name: `Ver ${NEXT}` }));
    expect(within(screen.getByRole('list', { name: 'Referencias' })).getAllByRole('listitem')).toHaveLength(1);
    expect(api.getSugerencias).toHaveBeenLastCalledWith(NEXT, expect.anything());
  });

  it('shows the schema messages under each field and sends nothing', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva temporada' }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    expect(await within(form).findByText('El nombre de la temporada es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Indique la fecha de inicio del rango (DD/MM/AAAA)')).toBeInTheDocument();
    expect(within(form).getByText('El porcentaje debe estar entre -90 y 500')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Nombre'), 'Temporada alta');
    await userEvent.type(within(form).getByLabelText('Desde'), `3101${NEXT}`);
    await userEvent.type(within(form).getByLabelText('Hasta'), `0201${NEXT}`);
    await userEvent.type(within(form).getByLabelText('Porcentaje (%)'), '600');
    await userEvent.type(within(form).getByLabelText('Estadía mínima (noches)'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    expect(await within(form).findByText(`El rango 31/01/${NEXT} – 02/01/${NEXT} termina antes de empezar: la fecha final debe ser igual o posterior a la inicial`)).toBeInTheDocument();
    expect(within(form).getByText('El porcentaje debe estar entre -90 y 500')).toBeInTheDocument();
    expect(within(form).getByText('La estadía mínima debe ser un número entero de 1 a 60 noches')).toBeInTheDocument();
    expect(api.createTemporada).not.toHaveBeenCalled();
  });

  it('creates a percentage season read the es-AR way, with two ranges and closed days', async () => {
    api.createTemporada.mockResolvedValue({ success: true, message: 'Temporada creada', temporada: alta });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva temporada' }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Semana Santa');
    await userEvent.type(within(form).getByLabelText('Desde'), `0104${NEXT}`);
    await userEvent.type(within(form).getByLabelText('Hasta'), `0404${NEXT}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar rango' }));
    await userEvent.type(within(form).getByLabelText('Desde 2'), `1004${NEXT}`);
    await userEvent.type(within(form).getByLabelText('Hasta 2'), `1104${NEXT}`);
    await userEvent.type(within(form).getByLabelText('Porcentaje (%)'), '+35,5');
    await userEvent.type(within(form).getByLabelText('Recargo de fin de semana (%)'), '10');
    await userEvent.type(within(form).getByLabelText('Estadía mínima (noches)'), '2');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Domingo' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    await waitFor(() =>
      expect(api.createTemporada).toHaveBeenCalledWith({
        nombre: 'Semana Santa',
        color: '#F3A712',
        rangos: [
          { desde: `${NEXT}-04-01`, hasta: `${NEXT}-04-04` },
          { desde: `${NEXT}-04-10`, hasta: `${NEXT}-04-11` },
        ],
        modo: 'porcentaje',
        porcentaje: 35.5,
        precios: null,
        recargo_fin_de_semana: 10,
        minimo_noches: 2,
        dias_sin_ingreso: [0],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Temporada' })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Temporada creada');
  });

  it('shows the API refusals in the form: an overlap under the dates, a repeated name under the name', async () => {
    const overlap = `Las fechas de «Nueva» (01/01/${Y} al 05/01/${Y}) se superponen con «Temporada alta» (02/01/${Y} al 31/01/${Y})`;
    api.updateTemporada.mockRejectedValueOnce(new ApiError(overlap, 400));
    api.updateTemporada.mockRejectedValueOnce(new ApiError('Ya existe una temporada llamada «Vacaciones de invierno»', 409));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Temporada alta' }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Temporada alta');
    expect(within(form).getByLabelText('Porcentaje (%)')).toHaveValue('20');
    expect(within(form).getByRole('checkbox', { name: 'Viernes' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    expect(await within(form).findByText(overlap)).toBeInTheDocument();
    expect(api.updateTemporada).toHaveBeenCalledWith(1, expect.objectContaining({ nombre: 'Temporada alta', porcentaje: 20, minimo_noches: 3, dias_sin_ingreso: [5, 6] }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    const nameError = await within(form).findByText('Ya existe una temporada llamada «Vacaciones de invierno»');
    expect(within(form).getByLabelText('Nombre')).toHaveAttribute('aria-describedby', expect.stringContaining(nameError.id));
    expect(screen.getByRole('form', { name: 'Temporada' })).toBeInTheDocument();
  });

  it('edits an own grid prefilled from the base prices, with the season own prices where it has them', async () => {
    api.updateTemporada.mockResolvedValue({ success: true, message: 'Temporada actualizada', temporada: invierno });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Vacaciones de invierno' }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    expect(within(form).getByRole('radio', { name: 'Precios propios' })).toBeChecked();
    const own = within(form).getByRole('textbox', { name: 'Cabañas, 2 personas, Efectivo' });
    expect(own).toHaveValue('60000');
    // No price of its own there: the cell is empty (no price in the season).
    expect(within(form).getByRole('textbox', { name: 'Cabañas, 3 personas, Efectivo' })).toHaveValue('');
    await userEvent.clear(own);
    await userEvent.type(own, '65.000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Camping, Adulto, Tarjeta' }), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    expect(await within(form).findByText('El precio debe ser un número mayor o igual a 0, con hasta dos decimales')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Camping, Adulto, Tarjeta' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar temporada' }));
    await waitFor(() =>
      expect(api.updateTemporada).toHaveBeenCalledWith(
        2,
        expect.objectContaining({
          modo: 'precios',
          porcentaje: null,
          precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 65000 }], camping: [] },
        }),
      ),
    );
  });

  it('a new own-price season starts from every base price', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva temporada' }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Precios propios' }));
    expect(within(form).getByRole('textbox', { name: 'Camping, Base, Efectivo' })).toHaveValue('5000');
    expect(within(form).getByRole('textbox', { name: 'Dormis, 4 personas, Tarjeta' })).toHaveValue('44000');
    expect(within(form).getAllByRole('textbox', { name: /,/ })).toHaveLength(seededPrecios().length);
  });

  it('opens the form prefilled from a long weekend, and saves nothing until the clerk does', async () => {
    renderSection();
    await screen.findByRole('listitem', { name: 'Temporada alta' });
    await userEvent.click(screen.getByRole('button', { name: `Ver ${NEXT}` }));
    await userEvent.click(await screen.findByRole('button', { name: `Crear temporada: Fin de semana largo de Carnaval, 06/02/${NEXT} – 09/02/${NEXT}` }));
    const form = screen.getByRole('form', { name: 'Temporada' });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Fin de semana largo 06/02');
    expect(within(form).getByLabelText('Desde')).toHaveValue(`05/02/${NEXT}`);
    expect(within(form).getByLabelText('Hasta')).toHaveValue(`08/02/${NEXT}`);
    expect(within(form).getByLabelText('Estadía mínima (noches)')).toHaveValue('4');
    expect(api.createTemporada).not.toHaveBeenCalled();
  });

  it('asks before deleting, and deletes', async () => {
    api.deleteTemporada.mockResolvedValue({ success: true, message: 'Temporada eliminada' });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Temporada alta' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar «Temporada alta»' });
    expect(dialog).toHaveTextContent('¿Está seguro de que desea eliminar esta temporada?');
    expect(api.deleteTemporada).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.deleteTemporada).toHaveBeenCalledWith(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Temporada eliminada'));
    expect(api.getTemporadas).toHaveBeenCalledTimes(2);
  });

  it('is read-only for reception: the list, strip and suggestions, no way to write', async () => {
    renderSection(false);
    await screen.findByRole('listitem', { name: 'Temporada alta' });
    await userEvent.click(screen.getByRole('button', { name: `Ver ${NEXT}` }));
    expect(await screen.findByText('Fin de semana largo de Carnaval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva temporada' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar|^Eliminar|^Crear temporada/ })).toBeNull();
  });

  it('says so when the seasons cannot be read', async () => {
    api.getTemporadas.mockRejectedValue(new ApiError('Error interno', 500));
    renderSection();
    expect(await screen.findByText('No se pudieron cargar las temporadas.')).toBeInTheDocument();
  });
});
