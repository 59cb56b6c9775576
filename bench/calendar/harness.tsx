/**
 * Benchmark page: the calendar's real code path from data to screen (reservations -> events of the selected type ->
 * react-big-calendar month view with the product's stylesheets). The runner (../calendar-month.mjs) calls
 * `window.__calendarBench.run(...)` and reads the times.
 */
import '@camping/ui/tokens.css';
import '@camping/ui/ui.css';
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { addDaysIso, monthRange } from '@camping/contracts/dates';
import type { TipoHospedajeId } from '@camping/contracts/domain';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { ReservationCalendar } from '../../mf-calendar/src/features/calendar/components/reservation-calendar';
import { calendarLayout } from '../../mf-calendar/src/features/calendar/lib/calendar-layout';
import { eventsForTipo } from '../../mf-calendar/src/features/calendar/lib/reservation-events';

const APELLIDOS = ['Pérez', 'Gómez', 'Lucero', 'Fernández', 'Sosa', 'Quiroga', 'Ojeda', 'Ponce', 'Funes', 'Arce'];
const NOMBRES = ['Juan', 'Ana', 'Marta', 'Luis', 'Sofía', 'Pablo', 'Carla', 'Diego', 'Inés', 'Tomás'];
const TIPO_NOMBRE = { 1: 'cabaña', 2: 'dormis', 3: 'camping', 4: 'grupos' } as const;

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same month. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` reservations entering inside the month of `anchor`, of one type or spread over the four. */
function makeReservas(count: number, anchor: string, tipo: TipoHospedajeId | 'mixed', seed = 42): Reserva[] {
  const rnd = random(seed);
  const { desde } = monthRange(anchor);
  const days = Number(monthRange(anchor).hasta.slice(8));
  return Array.from({ length: count }, (_, i) => {
    const t = (tipo === 'mixed' ? ((i % 4) + 1) : tipo) as TipoHospedajeId;
    const entrada = addDaysIso(desde, Math.floor(rnd() * days));
    const salida = addDaysIso(entrada, 1 + Math.floor(rnd() * 6));
    return {
      id: i + 1,
      cliente_id: i + 1,
      hospedaje_id: t <= 2 ? 1 + (i % 8) : null,
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_personas: 2 + (i % 4),
      monto_total: 46000 * (1 + (i % 5)),
      estado: 'activa',
      observaciones: null,
      metodo_pago: 'efectivo',
      descuento: 0,
      tipo_hospedaje: TIPO_NOMBRE[t],
      tipo_hospedaje_id: t,
      numero_hospedaje: t <= 2 ? 1 + (i % 8) : null,
      created_at: '2026-01-01T12:00:00.000Z',
      nombre: NOMBRES[i % NOMBRES.length],
      apellido: APELLIDOS[(i * 7) % APELLIDOS.length],
      documento: String(20000000 + i),
      telefono: null,
      total_pagado: 0,
      saldo: 46000 * (1 + (i % 5)),
      estado_pago: 'pendiente',
    };
  });
}

function Harness({ reservas, tipo, anchor, narrow }: { reservas: Reserva[]; tipo: TipoHospedajeId; anchor: string; narrow: boolean }) {
  const events = useMemo(() => eventsForTipo(reservas, tipo), [reservas, tipo]);
  const layout = useMemo(() => calendarLayout(narrow), [narrow]);
  return (
    <ReservationCalendar
      events={events}
      view="month"
      anchor={anchor}
      layout={layout}
      onView={() => undefined}
      onNavigate={() => undefined}
      onSelectEvent={() => undefined}
    />
  );
}

/** Resolves after the next frame has been painted. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

interface RunOptions {
  count: number;
  tipo: TipoHospedajeId | 'mixed';
  show: TipoHospedajeId;
  anchor: string;
}

async function run({ count, tipo, show, anchor }: RunOptions) {
  const reservas = makeReservas(count, anchor, tipo);
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const narrow = window.matchMedia('(max-width: 768px)').matches;
  await afterPaint();
  const start = performance.now();
  flushSync(() => root.render(<Harness reservas={reservas} tipo={show} anchor={anchor} narrow={narrow} />));
  const committed = performance.now();
  const painted = await afterPaint();
  const drawn = container.querySelectorAll('.rbc-event').length;
  const more = container.querySelectorAll('.rbc-show-more').length;
  return { renderMs: committed - start, paintedMs: painted - start, drawn, more, unmount: () => root.unmount() };
}

declare global {
  interface Window {
    __calendarBench: {
      run: (options: RunOptions) => Promise<{ renderMs: number; paintedMs: number; drawn: number; more: number }>;
      clear: () => void;
    };
  }
}

let last: (() => void) | null = null;
window.__calendarBench = {
  run: async (options) => {
    last?.();
    const { unmount, ...result } = await run(options);
    last = unmount;
    return result;
  },
  clear: () => {
    last?.();
    last = null;
  },
};
