import { CALENDAR_COLORS } from '@camping/contracts/domain';
import { localDateToIso } from '@camping/contracts/dates';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import {
  eventText,
  eventTitle,
  eventTooltip,
  eventsForTipo,
  hospedajeDetalle,
  hospedajeLabel,
  inclusiveRange,
  tipoDeReserva,
  toCalendarEvent,
} from './reservation-events';

describe('reservations as calendar events', () => {
  it('runs from entry to exit inclusive: the drawn end is the day after the exit', () => {
    const event = toCalendarEvent(reserva({ fecha_entrada: '2026-01-10', fecha_salida: '2026-01-13' }))!;
    expect(localDateToIso(event.start)).toBe('2026-01-10');
    expect(localDateToIso(event.end)).toBe('2026-01-14');
    expect(event.allDay).toBe(true);
    // Local midnight: the widget reads the same calendar day the reservation has.
    expect([event.start.getHours(), event.start.getMinutes()]).toEqual([0, 0]);
  });

  it('crosses month and year ends and leap days without losing a day', () => {
    expect(rangeIso('2025-12-30', '2026-01-01')).toEqual(['2025-12-30', '2026-01-02']);
    expect(rangeIso('2028-02-27', '2028-02-29')).toEqual(['2028-02-27', '2028-03-01']);
    expect(rangeIso('2026-03-31', '2026-03-31')).toEqual(['2026-03-31', '2026-04-01']);
  });

  it(`never shifts a date in this run's time zone (TZ=${process.env.TZ}; the suite also runs under Asia/Tokyo)`, () => {
    const event = toCalendarEvent(reserva({ fecha_entrada: '2026-03-07', fecha_salida: '2026-03-09' }))!;
    expect(event.start.getDate()).toBe(7);
    expect(localDateToIso(event.start)).toBe('2026-03-07');
    expect(localDateToIso(event.end)).toBe('2026-03-10');
  });

  it("titles each event 'apellido, nombre'", () => {
    expect(eventTitle(reserva({ apellido: 'Gómez', nombre: 'Ana' }))).toBe('Gómez, Ana');
    expect(eventTitle(reserva({ apellido: '  Gómez ', nombre: '' }))).toBe('Gómez');
  });

  it('shows the type plus the unit number, or the group size', () => {
    expect(eventText(reserva({ tipo_hospedaje_id: 1, numero_hospedaje: 3 }))).toBe('Pérez, Juan - Cabaña 3');
    expect(eventText(reserva({ tipo_hospedaje_id: 2, numero_hospedaje: 0 }))).toBe('Pérez, Juan - Dormi 0');
    expect(eventText(reserva({ tipo_hospedaje_id: 3, numero_hospedaje: null }))).toBe('Pérez, Juan - Camping');
    expect(eventText(reserva({ tipo_hospedaje_id: 4, numero_hospedaje: null, cantidad_personas: 20 }))).toBe(
      'Pérez, Juan - Grupo - 20 personas',
    );
    expect(hospedajeLabel(reserva({ tipo_hospedaje_id: 4, cantidad_personas: 1 }))).toBe('Grupo - 1 persona');
    // The panel shows the people on their own line.
    expect(hospedajeDetalle(reserva({ tipo_hospedaje_id: 4, cantidad_personas: 20 }))).toBe('Grupo');
    expect(hospedajeDetalle(reserva({ tipo_hospedaje_id: 2, numero_hospedaje: 5 }))).toBe('Dormi 5');
  });

  it('puts the amount in ARS in the tooltip', () => {
    expect(eventTooltip(reserva({ monto_total: 210000 }))).toBe('Pérez, Juan - Cabaña 3\nTotal: $\u00a0210.000');
    expect(eventTooltip(reserva({ monto_total: 1500.5 }))).toBe('Pérez, Juan - Cabaña 3\nTotal: $\u00a01.500,50');
  });

  it('leaves the amount out of the tooltip when there is none', () => {
    expect(eventTooltip(reserva({ monto_total: null as unknown as number }))).toBe('Pérez, Juan - Cabaña 3');
  });

  it('colours each type with its calendar colour', () => {
    for (const tipo of [1, 2, 3, 4] as const) {
      expect(toCalendarEvent(reserva({ tipo_hospedaje_id: tipo }))!.color).toBe(CALENDAR_COLORS[tipo]);
    }
    expect(CALENDAR_COLORS).toEqual({ 1: '#2563eb', 2: '#16a34a', 3: '#ea580c', 4: '#7c3aed' });
  });

  it('recognises a type by name when a legacy row has no known id', () => {
    expect(tipoDeReserva({ tipo_hospedaje_id: 0, tipo_hospedaje: 'Camping' })).toBe(3);
    expect(tipoDeReserva({ tipo_hospedaje_id: 0, tipo_hospedaje: 'grupos' })).toBe(4);
  });

  it('skips rows with a broken date instead of drawing them on a wrong day', () => {
    expect(toCalendarEvent(reserva({ fecha_entrada: '2026-02-30' }))).toBeNull();
    expect(toCalendarEvent(reserva({ fecha_salida: '' }))).toBeNull();
  });

  it('keeps one type, leaves cancelled stays out, and orders by entry then unit', () => {
    const rows = [
      reserva({ id: 1, tipo_hospedaje_id: 1, numero_hospedaje: 5, fecha_entrada: '2026-01-10', fecha_salida: '2026-01-13' }),
      reserva({ id: 2, tipo_hospedaje_id: 1, numero_hospedaje: 2, fecha_entrada: '2026-01-10', fecha_salida: '2026-01-13' }),
      reserva({ id: 3, tipo_hospedaje_id: 1, numero_hospedaje: 1, fecha_entrada: '2026-01-08', fecha_salida: '2026-01-13' }),
      reserva({ id: 4, tipo_hospedaje_id: 1, estado: 'cancelada', fecha_entrada: '2026-01-05', fecha_salida: '2026-01-07' }),
      reserva({ id: 5, tipo_hospedaje_id: 4 }),
      reserva({ id: 6, tipo_hospedaje_id: 1, estado: 'finalizada', fecha_entrada: '2026-01-01', fecha_salida: '2026-01-03' }),
    ];
    expect(eventsForTipo(rows, 1).map((e) => e.id)).toEqual([6, 3, 2, 1]);
    expect(eventsForTipo(rows, 4).map((e) => e.id)).toEqual([5]);
    expect(eventsForTipo(rows, 2)).toEqual([]);
  });
});

function rangeIso(entrada: string, salida: string): [string, string] {
  const { start, end } = inclusiveRange(entrada, salida);
  return [localDateToIso(start), localDateToIso(end)];
}
