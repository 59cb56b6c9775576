import { describirCambio, entidadHistorial, lineaHistorial, valorHistorial } from './historial';
import type { HistorialFila } from './schemas/historial';

const fila = (over: Partial<HistorialFila>): HistorialFila => ({
  id: 1,
  at: '2026-11-20T17:32:00Z',
  usuario: 'maria',
  entidad: 'reserva',
  entidad_id: 12,
  reserva_id: 12,
  accion: 'update',
  antes: null,
  despues: null,
  ...over,
});

describe('history rows in Spanish', () => {
  it('reads a changed exit date as the issue writes it, in the complex time zone', () => {
    const f = fila({ antes: { fecha_salida: '2026-11-22' }, despues: { fecha_salida: '2026-11-23' } });
    expect(lineaHistorial(f)).toBe('20/11/2026 14:32 · maria · cambió la salida de 22/11/2026 a 23/11/2026');
  });

  it('joins several changes and formats amounts, states and empty values', () => {
    const f = fila({
      antes: { monto_total: 100000, estado: 'activa', observaciones: null },
      despues: { monto_total: 120000.5, estado: 'cancelada', observaciones: 'llega tarde' },
    });
    expect(describirCambio(f)).toBe(
      'cambió el monto total de $\u00a0100.000 a $\u00a0120.000,50; cambió el estado de Activa a Cancelada; cambió las observaciones de (vacío) a llega tarde',
    );
  });

  it('describes creations and deletions of payments and clients', () => {
    expect(describirCambio(fila({ entidad: 'pago', entidad_id: 5, accion: 'create', despues: { monto: 30000, metodo_pago: 'efectivo' } }))).toBe(
      'registró un pago de $\u00a030.000 (Efectivo)',
    );
    expect(describirCambio(fila({ entidad: 'cliente', accion: 'delete', antes: { nombre: 'Juan', apellido: 'Pérez' } }))).toBe(
      'eliminó el cliente Pérez, Juan',
    );
    expect(entidadHistorial({ entidad: 'pago', entidad_id: 5, reserva_id: 12 })).toBe('Pago N.º 5 de la reserva N.º 12');
  });

  it('names a password change without showing anything of it', () => {
    const f = fila({
      entidad: 'usuario',
      antes: { debe_cambiar_contrasena: true, contrasena_cambiada_el: null },
      despues: { debe_cambiar_contrasena: false, contrasena_cambiada_el: '2026-11-20T17:32:00+00:00' },
    });
    expect(describirCambio(f)).toBe('cambió la contraseña');
  });

  it('describes a till closed and reopened (issue 32, «Caja»)', () => {
    const cierre = { entidad: 'cierre_caja' as const, entidad_id: 7, reserva_id: null };
    const alta = fila({
      ...cierre,
      accion: 'create',
      despues: { fecha: '2026-11-20', efectivo_esperado: 45000, efectivo_contado: 44500.5, diferencia: -499.5 },
    });
    expect(describirCambio(alta)).toBe(
      'cerró su caja del 20/11/2026: esperado $\u00a045.000, contado $\u00a044.500,50 (faltante de $\u00a0499,50)',
    );
    const reapertura = fila({
      ...cierre,
      usuario: 'admin',
      antes: { reabierto_at: null, reabierto_por: null, reabierto_motivo: null },
      despues: { reabierto_at: '2026-11-21T12:00:00+00:00', reabierto_por: 1, reabierto_motivo: 'Faltó contar un pago' },
    });
    expect(describirCambio(reapertura)).toBe('reabrió el cierre de caja N.º 7 (motivo: «Faltó contar un pago»)');
    expect(entidadHistorial(cierre)).toBe('Cierre de caja N.º 7');
  });

  it('shows a field it does not know under its own name, and moments with their time', () => {
    expect(describirCambio(fila({ antes: { nuevo_campo: 1 }, despues: { nuevo_campo: 2 } }))).toBe('cambió el campo nuevo_campo de 1 a 2');
    expect(valorHistorial('checkin_at', '2026-11-20T13:05:00+00:00')).toBe('20/11/2026 10:05');
  });

  it('tells a season\'s change in words (issue 35)', () => {
    const temporada = { entidad: 'temporada' as const, entidad_id: 3, reserva_id: null };
    const cambio = fila({ ...temporada, antes: { minimo_noches: null, dias_sin_ingreso: [] }, despues: { minimo_noches: 3, dias_sin_ingreso: [5, 6] } });
    expect(describirCambio(cambio)).toBe('cambió la estadía mínima de (vacío) a 3; cambió los días sin ingresos de ninguno a viernes, sábado');
    expect(entidadHistorial(temporada)).toBe('Temporada N.º 3');
  });

  it('tells a minimum stay overridden with its reason and the rule it set aside (issue 35)', () => {
    const f = fila({ despues: { estadia_minima_exceptuada: 'Cliente habitual', regla: 'En Temporada alta la estadía mínima es de 3 noches' } });
    expect(lineaHistorial(f)).toBe(
      '20/11/2026 14:32 · maria · estadía mínima exceptuada: Cliente habitual (En Temporada alta la estadía mínima es de 3 noches)',
    );
  });

  it('describes the lines of a stay\'s account and the catalogue of extras (issue 32, charges)', () => {
    const linea = { entidad: 'linea_cuenta' as const, entidad_id: 31, reserva_id: 12 };
    const leña = { tipo: 'extra', concepto: 'Leña', cantidad: 2, noches: null, precio_unitario: 8000, porcentaje: null, monto: 16000 };
    expect(describirCambio(fila({ ...linea, accion: 'create', despues: leña }))).toBe('agregó el cargo «Leña» (2 × $\u00a08.000): $\u00a016.000');
    const persona = { ...leña, concepto: 'Persona adicional', cantidad: 1, noches: 3, precio_unitario: 12000, monto: 36000 };
    expect(describirCambio(fila({ ...linea, accion: 'create', despues: persona }))).toBe(
      'agregó el cargo «Persona adicional» (1 × 3 noches × $\u00a012.000): $\u00a036.000',
    );
    const descuento = { tipo: 'descuento', concepto: 'Descuento', monto: 12000, porcentaje: 10, motivo: 'Cliente frecuente' };
    expect(describirCambio(fila({ ...linea, accion: 'create', despues: descuento }))).toBe(
      'aplicó un descuento de $\u00a012.000 (10 % de los cargos; motivo: «Cliente frecuente»)',
    );
    expect(describirCambio(fila({ ...linea, accion: 'create', despues: { tipo: 'alojamiento', concepto: 'Alojamiento', monto: 100000 } }))).toBe(
      'cargó el alojamiento: $\u00a0100.000',
    );
    expect(describirCambio(fila({ ...linea, accion: 'delete', antes: leña }))).toBe('quitó el cargo «Leña»: $\u00a016.000');
    expect(describirCambio(fila({ ...linea, accion: 'delete', antes: descuento }))).toBe(
      'quitó el descuento de $\u00a012.000 (motivo: «Cliente frecuente»)',
    );
    expect(describirCambio(fila({ ...linea, antes: { monto: 100000 }, despues: { monto: 90000 } }))).toBe('cambió el monto de $\u00a0100.000 a $\u00a090.000');
    expect(entidadHistorial(linea)).toBe('Línea de la cuenta N.º 31 de la reserva N.º 12');

    const extra = { entidad: 'extra' as const, entidad_id: 3, reserva_id: null };
    expect(describirCambio(fila({ ...extra, accion: 'create', despues: { nombre: 'Leña', precio: 8000, cobro: 'unico' } }))).toBe(
      'agregó al catálogo el extra «Leña» ($\u00a08.000 por vez)',
    );
    expect(describirCambio(fila({ ...extra, antes: { precio: 8000, activo: true }, despues: { precio: 9000, activo: false } }))).toBe(
      'cambió el precio de $\u00a08.000 a $\u00a09.000; dejó de ofrecer el extra (queda en las estadías que lo tienen) (extra N.º 3)',
    );
    expect(describirCambio(fila({ ...extra, antes: { cobro: 'unico' }, despues: { cobro: 'por_noche' } }))).toBe(
      'cambió el cobro de por vez a por noche (extra N.º 3)',
    );
  });
});
