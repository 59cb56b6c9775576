/**
 * A history row exactly as `GET historial` answers it, for the component tests of the history screen and of a
 * reservation's history section: by default maria's «cambió la salida de 22/11/2026 a 23/11/2026» on reservation 12
 * at 20/11/2026 14:32 (San Luis).
 */
import type { HistorialFila } from '../schemas/historial';

export function historialFixture(overrides: Partial<HistorialFila> = {}): HistorialFila {
  return {
    id: 1,
    at: '2026-11-20T17:32:00.000Z',
    usuario: 'maria',
    entidad: 'reserva',
    entidad_id: 12,
    reserva_id: 12,
    accion: 'update',
    antes: { fecha_salida: '2026-11-22' },
    despues: { fecha_salida: '2026-11-23' },
    ...overrides,
  };
}
