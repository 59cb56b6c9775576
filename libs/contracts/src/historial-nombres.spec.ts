import { describirCambio, entidadHistorial, valorHistorial } from './historial';
import { idsReferidos, nombreReserva, type HistorialNombres } from './historial-nombres';
import type { HistorialFila } from './schemas/historial';

const fila = (over: Partial<HistorialFila>): HistorialFila => ({
  id: 1,
  at: '2026-11-20T17:32:00Z',
  usuario: 'recepcion',
  entidad: 'reserva',
  entidad_id: 12,
  reserva_id: 12,
  accion: 'update',
  antes: null,
  despues: null,
  ...over,
});

const nombres: HistorialNombres = {
  hospedajes: { '9': 'Dormi 0', '10': 'Dormi 1' },
  clientes: { '4': 'Pérez, Juan' },
  reservas: { '12': 'Pérez, Juan · Dormi 1 · 20/11/2026 al 22/11/2026' },
};

describe('history in plain Spanish (issue 37 item 1)', () => {
  it('names the units a move changed, not their ids', () => {
    const f = fila({ antes: { hospedaje_id: 9 }, despues: { hospedaje_id: 10 } });
    expect(describirCambio(f, nombres)).toBe('cambió la unidad de Dormi 0 a Dormi 1');
    // A unit no longer there keeps its number.
    expect(valorHistorial('hospedaje_id', 77, nombres)).toBe('N.º 77');
  });

  it('says who registered a check-in, a check-out or a no-show in words, never the column', () => {
    const f = fila({
      antes: { checkin_por: null, checkout_por: null, no_show_por: null },
      despues: { checkin_por: 'recepcion', checkout_por: 'maria', no_show_por: 'admin' },
    });
    const texto = describirCambio(f, nombres);
    expect(texto).not.toMatch(/_por|el campo/);
    expect(texto).toBe(
      'cambió quién registró el ingreso de (vacío) a recepcion; cambió quién registró la salida de (vacío) a maria; cambió quién marcó «no se presentó» de (vacío) a admin',
    );
  });

  it('writes a new booking with the unit, the client, «1 persona» and es-AR money and dates', () => {
    const f = fila({
      accion: 'create',
      despues: { hospedaje_id: 9, cliente_id: 4, fecha_entrada: '2026-11-20', fecha_salida: '2026-11-22', cantidad_personas: 1, monto_total: 48000 },
    });
    expect(describirCambio(f, nombres)).toBe('creó la reserva (Dormi 0 para Pérez, Juan, 20/11/2026 al 22/11/2026, 1 persona, $\u00a048.000)');
    const camping = fila({ accion: 'create', despues: { hospedaje_id: null, tipo_hospedaje_id: 3, fecha_entrada: '2026-11-20', fecha_salida: '2026-11-21', cantidad_personas: 3, monto_total: 9000 } });
    expect(describirCambio(camping)).toBe('creó la reserva (Camping, 20/11/2026 al 21/11/2026, 3 personas, $\u00a09.000)');
  });

  it('names a reservation beyond its number, and the one a payment belongs to', () => {
    expect(entidadHistorial(fila({}), nombres)).toBe('Reserva N.º 12 · Pérez, Juan · Dormi 1 · 20/11/2026 al 22/11/2026');
    expect(entidadHistorial(fila({ entidad: 'pago', entidad_id: 5 }), nombres)).toBe(
      'Pago N.º 5 de la reserva N.º 12 (Pérez, Juan · Dormi 1 · 20/11/2026 al 22/11/2026)',
    );
    expect(entidadHistorial(fila({ entidad: 'cliente', entidad_id: 4, reserva_id: null }), nombres)).toBe('Cliente N.º 4 · Pérez, Juan');
  });

  it('reads types and percentages as the screens do', () => {
    expect(valorHistorial('tipo_hospedaje_id', 2)).toBe('Dormis');
    expect(valorHistorial('sena_porcentaje', 30)).toBe('30 %');
  });

  it('collects the ids a page mentions, once each', () => {
    const ids = idsReferidos([
      fila({ antes: { hospedaje_id: 9 }, despues: { hospedaje_id: 10 } }),
      fila({ entidad: 'pago', entidad_id: 5, despues: { reserva_id: 12, cliente_id: 4 } }),
    ]);
    expect(ids).toEqual({ hospedajes: [9, 10], clientes: [4], reservas: [12] });
  });

  it('builds the reservation name from its row', () => {
    const r = { nombre: 'Ana', apellido: 'Lucero', tipo_hospedaje_id: 4, numero_hospedaje: null, cantidad_personas: 20, fecha_entrada: '2026-01-02', fecha_salida: '2026-01-05' };
    expect(nombreReserva(r)).toBe('Lucero, Ana · Grupo - 20 personas · 02/01/2026 al 05/01/2026');
  });
});
