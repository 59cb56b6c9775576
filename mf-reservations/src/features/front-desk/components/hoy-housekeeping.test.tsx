import { api, resetApiMocks } from '../../../testing/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { reserva } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';
import { HoyPage } from './hoy-page';

const HOY = '2030-03-12';
const llega = reserva({ id: 1, apellido: 'Llegada', fecha_entrada: HOY, fecha_salida: '2030-03-14', numero_hospedaje: 3, hospedaje_id: 33 });
const vacia = { total: 0, reservas: [] };
const DIA: HoyResponse = {
  success: true,
  fecha: HOY,
  hoy: HOY,
  llegadas: { total: 1, reservas: [llega] },
  salidas: vacia,
  en_casa: vacia,
  prereservas_vencen: vacia,
  saldos: { ...vacia, monto: 0 },
  camping: { personas: 0, parcelas_ocupadas: 0, parcelas: 72 },
  grupos: { personas: 0, reservas: 0 },
};
const unidad = (id: number, numero: number, estado: UnidadLimpieza['estado'], over: Partial<UnidadLimpieza> = {}): UnidadLimpieza => ({
  hospedaje_id: id,
  tipo_hospedaje_id: 1,
  numero,
  estado,
  estado_limpieza: estado === 'fuera_de_servicio' ? 'limpia' : estado,
  cambiado_en: '2030-03-12T10:00:00+00:00',
  cambiado_por: 'rosa',
  fuera_de_servicio: null,
  salida: null,
  llegada: null,
  ocupada: false,
  libre: true,
  urgente: false,
  ...over,
});

const navigate = jest.fn();
beforeEach(() => {
  resetApiMocks();
  navigate.mockReset();
  window.history.replaceState(null, '', `/admin/hoy?fecha=${HOY}`);
  api.hoy.getHoy.mockResolvedValue(DIA);
  api.limpieza.getLimpieza.mockResolvedValue({
    success: true,
    fecha: HOY,
    hoy: HOY,
    unidades: [
      unidad(33, 3, 'sucia', { llegada: { reserva_id: 1, personas: 2, ingreso: false }, urgente: true, ocupada: true, libre: false }),
      unidad(34, 4, 'en_limpieza'),
      unidad(35, 5, 'limpia'),
    ],
  });
});

describe('«Hoy» and housekeeping (issue 36)', () => {
  it('flags an arrival whose unit is not limpia', async () => {
    renderWithQuery(<HoyPage navigate={navigate} reportError={jest.fn()} />);
    const llegadas = await screen.findByRole('region', { name: /^Llegadas/ });
    expect(await within(llegadas).findByText(/Unidad sucia/)).toBeInTheDocument();
  });

  it('«Nueva llegada» offers the free units first, the limpia one first, and opens Reserva Rápida for tonight', async () => {
    renderWithQuery(<HoyPage navigate={navigate} reportError={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva llegada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva llegada' });
    const units = within(dialog).getAllByRole('button', { name: /^Cabaña/ });
    expect(units.map((b) => b.textContent)).toEqual(['Cabaña 5Limpia', 'Cabaña 4En limpieza']);
    expect(within(dialog).getByText('Ocupadas o cerradas esta noche: Cabaña 3.')).toBeInTheDocument();
    await userEvent.click(units[0]);
    expect(navigate).toHaveBeenCalledWith('/admin/reserva-rapida?tipo=1&hospedaje=35&entrada=2030-03-12&salida=2030-03-13');
  });
});
