import { MOTIVO_CANCELACION_OPCIONES, cancelacionError, montoTrasCancelar, motivoCancelacionLabel } from './cancellation';
import { formatARSCents } from './format';
import { describirCambio, entidadHistorial } from './historial';
import { MSG_CUENTA } from './messages-cuenta';
import { reservaCancelarSchema } from './schemas/cancelacion';
import type { HistorialFila } from './schemas/historial';

describe('cancelling a stay (issue 32)', () => {
  it('leaves what was paid less what is refunded, in cents; refuses a refund above it', () => {
    expect(montoTrasCancelar(20000, 0)).toBe(20000);
    expect(montoTrasCancelar(0.3, 0.1)).toBe(0.2);
    expect(montoTrasCancelar(20000, 12000.5)).toBe(7999.5);
    expect(montoTrasCancelar(20000, 20000)).toBe(0);
    expect(montoTrasCancelar(20000, 20000.01)).toBeNull();
    expect(montoTrasCancelar(20000, -1)).toBeNull();
  });

  it('offers cancelling live stays and holds only', () => {
    const stay = { estado: 'activa', vence_el: null, checkin_at: null };
    expect(cancelacionError(stay)).toBeNull();
    expect(cancelacionError({ ...stay, estado: 'pendiente', vence_el: '2999-01-01T00:00:00.000Z' })).toBeNull();
    expect(cancelacionError({ ...stay, estado: 'pendiente', vence_el: '2000-01-01T00:00:00.000Z' })).toBe(MSG_CUENTA.cancelacionYaCancelada);
    expect(cancelacionError({ ...stay, estado: 'cancelada' })).toBe(MSG_CUENTA.cancelacionYaCancelada);
    expect(cancelacionError({ ...stay, estado: 'finalizada' })).toBe(MSG_CUENTA.cancelacionFinalizada);
    expect(cancelacionError({ ...stay, checkin_at: '2030-03-12T14:00:00.000Z' })).toBe(MSG_CUENTA.cancelacionConIngreso);
  });

  it('names every reason a clerk can choose, and the server\'s own', () => {
    expect(MOTIVO_CANCELACION_OPCIONES.map((o) => o.value)).toEqual(['desistio', 'cambio_planes', 'clima', 'sin_sena', 'duplicada', 'otro']);
    expect(motivoCancelacionLabel('clima')).toBe('Clima o caminos');
    expect(motivoCancelacionLabel('sin_indicar')).toBe('Sin motivo indicado (cancelada al editar la reserva)');
  });

  it('checks what a form can before sending: reason, its text for «Otro», the refund\'s amount and method', () => {
    const problems = (body: Record<string, unknown>) => {
      const r = reservaCancelarSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(problems({ id: 1, motivo: 'clima' })).toEqual([]);
    expect(problems({ id: 1 })).toEqual([MSG_CUENTA.cancelacionMotivoObligatorio]);
    expect(problems({ id: 1, motivo: 'otro' })).toEqual([MSG_CUENTA.cancelacionDetalleObligatorio]);
    expect(problems({ id: 1, motivo: 'clima', dinero: 'reembolsar' })).toEqual([
      MSG_CUENTA.cancelacionReembolsoMontoObligatorio,
      MSG_CUENTA.cancelacionReembolsoMetodoObligatorio,
    ]);
    expect(problems({ id: 1, motivo: 'clima', reembolso_monto: 5 })).toEqual([MSG_CUENTA.cancelacionReembolsoSinElegir]);
    expect(problems({ id: 1, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: '100.5', reembolso_metodo_pago: 'efectivo' })).toEqual([]);
  });

  it('tells refunds and cancellations in the history in plain Spanish', () => {
    const base: HistorialFila = { id: 1, at: '2026-11-27T12:00:00.000Z', usuario: 'maria', entidad: 'reembolso', entidad_id: 4, reserva_id: 12, accion: 'create', antes: null, despues: { monto: 12000, metodo_pago: 'efectivo' } };
    expect(describirCambio(base)).toBe(`registró un reembolso de ${formatARSCents(12000)} (Efectivo)`);
    expect(entidadHistorial(base)).toBe('Reembolso N.º 4 de la reserva N.º 12');
    const cancelada: HistorialFila = {
      ...base,
      entidad: 'reserva',
      entidad_id: 12,
      accion: 'update',
      antes: { estado: 'activa', cancelacion_motivo: null, cancelada_por: null },
      despues: { estado: 'cancelada', cancelacion_motivo: 'clima', cancelada_por: 'maria' },
    };
    expect(describirCambio(cancelada)).toBe('cambió el estado de Activa a Cancelada; cambió el motivo de cancelación de (vacío) a Clima o caminos');
  });
});
