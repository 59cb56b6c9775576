/** Cash-up answers shaped exactly like the API's (the tests parse them with the contracts' schemas). */
import type { CajaResponse, CierreCaja, CierresCajaResponse, MovimientoCaja } from '@camping/contracts/schemas/caja';

export function movimiento(overrides: Partial<MovimientoCaja> = {}): MovimientoCaja {
  return {
    tipo: 'pago',
    id: 1,
    reserva_id: 12,
    nombre_cliente: 'Gómez, Ana',
    tipo_hospedaje: 'cabaña',
    numero_hospedaje: 3,
    metodo_pago: 'efectivo',
    monto: 30000,
    observaciones: null,
    registrado_el: '2026-11-20T13:05:00.000Z',
    ...overrides,
  };
}

export function cierre(overrides: Partial<CierreCaja> = {}): CierreCaja {
  return {
    id: 5,
    usuario: 'maria',
    fecha: '2026-11-20',
    efectivo_esperado: 25000,
    efectivo_contado: 25000,
    diferencia: 0,
    observaciones: null,
    cerrado_at: '2026-11-20T21:02:00.000Z',
    reabierto_at: null,
    reabierto_por: null,
    reabierto_motivo: null,
    ...overrides,
  };
}

/** maria's till: cash 30.000 in and 5.000 back out, a transfer of 20.000; open unless `overrides` closes it. */
export function caja(overrides: Partial<CajaResponse> = {}): CajaResponse {
  return {
    success: true,
    fecha: '2026-11-20',
    hoy: '2026-11-20',
    usuario: 'maria',
    por_metodo: [
      { metodo_pago: 'efectivo', cobrado: 30000, cobros: 1, reembolsado: 5000, reembolsos: 1, neto: 25000 },
      { metodo_pago: 'transferencia', cobrado: 20000, cobros: 1, reembolsado: 0, reembolsos: 0, neto: 20000 },
      { metodo_pago: 'tarjeta', cobrado: 0, cobros: 0, reembolsado: 0, reembolsos: 0, neto: 0 },
    ],
    totales: { cobrado: 50000, reembolsado: 5000, neto: 45000 },
    efectivo_esperado: 25000,
    movimientos: [
      movimiento(),
      movimiento({ id: 2, metodo_pago: 'transferencia', monto: 20000, registrado_el: '2026-11-20T14:10:00.000Z' }),
      movimiento({ tipo: 'reembolso', id: 1, monto: 5000, observaciones: 'Devolución de seña', registrado_el: '2026-11-20T15:00:00.000Z' }),
    ],
    cierre: null,
    reabiertos: [],
    ...overrides,
  };
}

export function cierres(overrides: Partial<CierresCajaResponse> = {}): CierresCajaResponse {
  return { success: true, desde: '2026-11-20', hasta: '2026-11-20', cierres: [], sin_cerrar: [], ...overrides };
}
