/** «Hoy» as its tests see it: a quiet day (nothing in any section) and the page rendered at a date of the address. */
import type { HoyResponse } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { HoyPage } from '../features/front-desk/components/hoy-page';
import { renderWithQuery } from './render';

export const HOY = '2030-03-12';

/** A section of the day, counted as the server counts it. */
export const seccion = (reservas: Reserva[]) => ({ total: reservas.length, reservas });

/** The day HOY with no stay in any section, no camping people among the 72 plots; `overrides` fill it. */
export function hoyDia(overrides: Partial<HoyResponse> = {}): HoyResponse {
  return {
    success: true,
    fecha: HOY,
    hoy: HOY,
    llegadas: seccion([]),
    salidas: seccion([]),
    en_casa: seccion([]),
    prereservas_vencen: seccion([]),
    saldos: { ...seccion([]), monto: 0 },
    camping: { personas: 0, parcelas_ocupadas: 0, parcelas: 72 },
    grupos: { personas: 0, reservas: 0 },
    ...overrides,
  };
}

/** Renders «Hoy» at the day HOY of the address (the page reads its date from there). */
export function renderHoy({ navigate = jest.fn() }: { navigate?: (to: string) => void } = {}) {
  window.history.replaceState(null, '', `/admin/hoy?fecha=${HOY}`);
  const reportError = jest.fn();
  return { reportError, ...renderWithQuery(<HoyPage navigate={navigate} reportError={reportError} />) };
}
