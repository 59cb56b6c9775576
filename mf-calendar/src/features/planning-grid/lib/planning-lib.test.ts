import type { Reserva } from '@camping/contracts/schemas/reserva';
import { reservaFixture } from '@camping/contracts/testing/reserva-fixture';
import { barBox } from './bar-geometry';
import { barStyle, BAR_STYLES, hasBalanceDue } from './bar-style';
import { bookingPath } from './booking-link';
import { nextSpot } from './grid-focus';
import { nightCounts, unitGroups, visibleStays } from './planning-rows';
import { planillaStayLink } from '@camping/contracts/planilla-link';
import { parsePlanningHash, planningHash, stepStart, windowDays, windowRange } from './planning-window';
import { daysDragged, draggedPlace, stayChange } from './stay-change';
import { barAccessibleName, barLabel } from './stay-text';

/** The shared fixture with this file's defaults (unit 10, January 2026, no contact data). */
function reserva(over: Partial<Reserva>): Reserva {
  return reservaFixture({
    id: 1,
    cliente_id: 1,
    hospedaje_id: 10,
    fecha_entrada: '2026-01-10',
    fecha_salida: '2026-01-13',
    cantidad_personas: 2,
    monto_total: 120000,
    total_pagado: 120000,
    saldo: 0,
    estado_pago: 'completo',
    estado: 'activa',
    observaciones: null,
    metodo_pago: 'efectivo',
    descuento: 0,
    tipo_hospedaje: 'cabaña',
    tipo_hospedaje_id: 1,
    numero_hospedaje: 3,
    created_at: '2026-01-01 10:00:00',
    nombre: 'Juan',
    apellido: 'Pérez',
    documento: null,
    telefono: null,
    ...over,
  });
}

describe('planning window', () => {
  it('reads and writes the hash, falling back on what it cannot read', () => {
    expect(parsePlanningHash('#desde=2026-01-10&dias=14&canceladas=1', '2026-01-05')).toEqual({ desde: '2026-01-10', dias: 14, canceladas: true, reserva: null });
    expect(parsePlanningHash('#desde=ayer&dias=20&reserva=x', '2026-01-05')).toEqual({ desde: '2026-01-04', dias: 31, canceladas: false, reserva: null });
    expect(planningHash({ desde: '2026-01-10', dias: 62, canceladas: false, reserva: null })).toBe('#desde=2026-01-10&dias=62');
    // «Mover nuestra estadía» (Canales) links a stay: it is kept through every move of the window.
    const linked = parsePlanningHash(new URL(planillaStayLink({ id: 31, fecha_entrada: '2026-01-12' }), 'http://x').hash, '2026-01-05');
    expect(linked).toEqual({ desde: '2026-01-10', dias: 31, canceladas: false, reserva: 31 });
    expect(planningHash({ ...linked, dias: 14 })).toBe('#desde=2026-01-10&dias=14&reserva=31');
  });
  it('gives the days on screen, both ends included, and steps a whole window', () => {
    expect(windowRange({ desde: '2026-01-25', dias: 14 })).toEqual({ desde: '2026-01-25', hasta: '2026-02-07' });
    expect(windowDays({ desde: '2028-02-27', dias: 14 }).slice(0, 4)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(stepStart({ desde: '2026-01-25', dias: 31 }, 1)).toBe('2026-02-25');
    expect(stepStart({ desde: '2026-01-25', dias: 14 }, -1)).toBe('2026-01-11');
  });
});

describe('bar geometry', () => {
  it('runs from the middle of the entry day to the middle of the exit day', () => {
    expect(barBox('2026-01-12', '2026-01-15', '2026-01-10', 14, 40)).toEqual({ left: 100, width: 120, cutStart: false, cutEnd: false, firstDay: 2, lastDay: 4 });
  });
  it('lets a same-day turnover share the cell', () => {
    const before = barBox('2026-01-10', '2026-01-12', '2026-01-10', 14, 40)!;
    const after = barBox('2026-01-12', '2026-01-14', '2026-01-10', 14, 40)!;
    expect(before.left + before.width).toBe(after.left);
  });
  it('is cut at the window edges and absent outside it', () => {
    expect(barBox('2026-01-01', '2026-01-12', '2026-01-10', 14, 40)).toMatchObject({ left: 0, width: 100, cutStart: true, firstDay: 0, lastDay: 1 });
    expect(barBox('2026-01-20', '2026-02-02', '2026-01-10', 14, 40)).toMatchObject({ width: 140, cutEnd: true, lastDay: 13 });
    expect(barBox('2026-01-01', '2026-01-09', '2026-01-10', 14, 40)).toBeNull();
    expect(barBox('2026-01-05', '2026-01-10', '2026-01-10', 14, 40)).toMatchObject({ left: 0, width: 20, firstDay: 0, lastDay: 0 });
  });
});

describe('bar style and words', () => {
  it('maps each state once, unknown states as active, cancelled hidden by default', () => {
    expect(barStyle('finalizada')).toBe(BAR_STYLES.finalizada);
    expect(barStyle('algo-nuevo')).toBe(BAR_STYLES.activa);
    expect(BAR_STYLES.cancelada.hiddenByDefault).toBe(true);
    expect(BAR_STYLES.activa.movable).toBe(true);
  });
  it('marks a balance due only when the stay owes money', () => {
    expect(hasBalanceDue(reserva({}))).toBe(false);
    expect(hasBalanceDue({ ...reserva({}), saldo: 5000 } as Reserva)).toBe(true);
    expect(hasBalanceDue({ ...reserva({}), saldo: 0 } as Reserva)).toBe(false);
    expect(hasBalanceDue(reserva({ estado: 'cancelada', saldo: 5000 }))).toBe(false);
  });
  it('draws a live hold as a movable pre-reserva and hides an expired one with the cancelled', () => {
    expect(barStyle('pendiente')).toMatchObject({ className: 'plan-bar-pendiente', label: 'Pre-reserva', movable: true });
    const live = reserva({ id: 5, estado: 'pendiente', vence_el: new Date(Date.now() + 3600_000).toISOString() });
    const expired = reserva({ id: 6, estado: 'pendiente', vence_el: new Date(Date.now() - 1000).toISOString() });
    expect(visibleStays([live, expired], false).map((r) => r.id)).toEqual([5]);
    expect(visibleStays([live, expired], true).map((r) => r.id)).toEqual([5, 6]);
  });
  it('labels the bar and names it for screen readers', () => {
    expect(barLabel(reserva({}))).toBe('Pérez · 2');
    expect(barAccessibleName(reserva({ id: 7 }))).toBe('Reserva #7: Pérez, Juan, Cabaña 3, del 10/01/2026 al 13/01/2026, 3 noches, 2 personas, Activa');
  });
});

describe('rows', () => {
  const units = [
    { id: 12, numero: 2, capacidad: 4, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
    { id: 10, numero: 1, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
    { id: 20, numero: 0, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' },
  ];
  it('groups units by type and number with their stays; cancelled only when asked', () => {
    const stays = [reserva({ id: 1 }), reserva({ id: 2, estado: 'cancelada' }), reserva({ id: 3, hospedaje_id: 20 })];
    const groups = unitGroups(units, visibleStays(stays, false));
    expect(groups.map((g) => g.label)).toEqual(['Cabañas', 'Dormis']);
    expect(groups[0].rows.map((r) => r.label)).toEqual(['Cabaña 1', 'Cabaña 2']);
    expect(groups[0].rows[0].stays.map((r) => r.id)).toEqual([1]);
    expect(groups[1].rows[0]).toMatchObject({ label: 'Dormi 0' });
    expect(unitGroups(units, visibleStays(stays, true))[0].rows[0].stays.map((r) => r.id)).toEqual([2, 1]);
  });
  it('counts camping people and stays per night, exit night excluded', () => {
    const days = ['2026-01-10', '2026-01-11', '2026-01-12'];
    const camping = (over: Partial<Reserva>) => reserva({ hospedaje_id: null, tipo_hospedaje_id: 3, tipo_hospedaje: 'camping', ...over });
    const counts = nightCounts(
      [
        camping({ fecha_entrada: '2026-01-05', fecha_salida: '2026-01-11', cantidad_personas: 3 }),
        camping({ fecha_entrada: '2026-01-11', fecha_salida: '2026-01-20', cantidad_personas: 4 }),
        camping({ fecha_entrada: '2026-01-11', fecha_salida: '2026-01-12', estado: 'cancelada' }),
        reserva({}),
      ],
      3,
      days,
    );
    expect(counts).toEqual([
      { reservas: 1, personas: 3 },
      { reservas: 1, personas: 4 },
      { reservas: 1, personas: 4 },
    ]);
  });
});

describe('moves', () => {
  const place = { hospedaje_id: 10, fecha_entrada: '2026-01-10', fecha_salida: '2026-01-13' };
  it('moves whole stays, or their exit, by whole days', () => {
    expect(draggedPlace(place, 'move', 2, 12)).toEqual({ hospedaje_id: 12, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-15' });
    expect(draggedPlace(place, 'move', -1, null)).toEqual({ hospedaje_id: 10, fecha_entrada: '2026-01-09', fecha_salida: '2026-01-12' });
    expect(draggedPlace(place, 'resize', 1, null).fecha_salida).toBe('2026-01-14');
    expect(draggedPlace(place, 'resize', -9, null).fecha_salida).toBe('2026-01-11');
    expect(daysDragged(59, 40)).toBe(1);
    expect(daysDragged(-19, 40)).toBe(0);
  });
  it('sends only what changed, nothing when nothing did', () => {
    expect(stayChange(5, place, { ...place, hospedaje_id: 12 })).toEqual({ id: 5, hospedaje_id: 12 });
    expect(stayChange(5, place, { ...place, fecha_salida: '2026-01-14' })).toEqual({ id: 5, fecha_salida: '2026-01-14' });
    expect(stayChange(5, place, place)).toBeNull();
  });
});

describe('keyboard focus', () => {
  it('steps off a bar at its ends and keeps the day across rows', () => {
    expect(nextSpot('ArrowRight', { row: 0, day: 2 }, { first: 2, last: 4 }, 3, 14)).toEqual({ row: 0, day: 5 });
    expect(nextSpot('ArrowLeft', { row: 0, day: 2 }, { first: 2, last: 4 }, 3, 14)).toEqual({ row: 0, day: 1 });
    expect(nextSpot('ArrowDown', { row: 0, day: 2 }, { first: 2, last: 4 }, 3, 14)).toEqual({ row: 1, day: 2 });
    expect(nextSpot('ArrowUp', { row: 0, day: 2 }, { first: 2, last: 2 }, 3, 14)).toBeNull();
    expect(nextSpot('ArrowRight', { row: 0, day: 13 }, { first: 13, last: 13 }, 3, 14)).toBeNull();
    expect(nextSpot('End', { row: 2, day: 0 }, { first: 0, last: 0 }, 3, 14)).toEqual({ row: 2, day: 13 });
  });
});

describe('booking link', () => {
  it('carries type, unit and nights to Reserva Rápida', () => {
    expect(bookingPath({ tipo: 1, hospedajeId: 5, entrada: '2026-01-10', salida: '2026-01-13' })).toBe(
      '/admin/reserva-rapida?tipo=1&hospedaje=5&entrada=2026-01-10&salida=2026-01-13',
    );
    expect(bookingPath({ tipo: 3, hospedajeId: null, entrada: '2026-01-10', salida: '2026-01-11' })).toBe(
      '/admin/reserva-rapida?tipo=3&entrada=2026-01-10&salida=2026-01-11',
    );
  });
});
