import { api, resetApiMocks } from '../../../testing/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reserva, unidadLimpieza } from '../../../testing/fixtures';
import { HOY, hoyDia, renderHoy, seccion } from '../../../testing/hoy';

const llega = reserva({ id: 1, apellido: 'Llegada', fecha_entrada: HOY, fecha_salida: '2030-03-14', numero_hospedaje: 3, hospedaje_id: 33 });

const navigate = jest.fn();
beforeEach(() => {
  resetApiMocks();
  navigate.mockReset();
  api.hoy.getHoy.mockResolvedValue(hoyDia({ llegadas: seccion([llega]) }));
  api.limpieza.getLimpieza.mockResolvedValue({
    success: true,
    fecha: HOY,
    hoy: HOY,
    unidades: [
      unidadLimpieza({ hospedaje_id: 33, numero: 3, estado: 'sucia', llegada: { reserva_id: 1, personas: 2, ingreso: false }, urgente: true, ocupada: true, libre: false }),
      unidadLimpieza({ hospedaje_id: 34, numero: 4, estado: 'en_limpieza' }),
      unidadLimpieza({ hospedaje_id: 35, numero: 5 }),
    ],
  });
});

describe('«Hoy» and housekeeping (issue 36)', () => {
  it('flags an arrival whose unit is not limpia', async () => {
    renderHoy({ navigate });
    const llegadas = await screen.findByRole('region', { name: /^Llegadas/ });
    expect(await within(llegadas).findByText(/Unidad sucia/)).toBeInTheDocument();
  });

  it('«Nueva llegada» offers the free units first, the limpia one first, and opens Reserva Rápida for tonight', async () => {
    renderHoy({ navigate });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva llegada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva llegada' });
    const units = within(dialog).getAllByRole('button', { name: /^Cabaña/ });
    expect(units.map((b) => b.textContent)).toEqual(['Cabaña 5Limpia', 'Cabaña 4En limpieza']);
    expect(within(dialog).getByText('Ocupadas o cerradas esta noche: Cabaña 3.')).toBeInTheDocument();
    await userEvent.click(units[0]);
    expect(navigate).toHaveBeenCalledWith('/admin/reserva-rapida?tipo=1&hospedaje=35&entrada=2030-03-12&salida=2030-03-13');
  });
});
