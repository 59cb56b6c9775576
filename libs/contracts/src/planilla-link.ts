/**
 * The Planilla (mf-calendar, issue 18) opened on one stay, selected and ready to be moved (issue #19: «Mover nuestra
 * estadía» from Canales, mf-clients). Written here, read by the Planilla's hash, so the two remotes share one format:
 * `/admin/calendario/planilla#desde=2026-01-10&reserva=31` (the window starts two days before the entry; it keeps
 * its default length). A hash survives a reload and a link sent to a colleague.
 */
import { addDaysIso } from './dates';

export const PLANILLA_PATH = '/admin/calendario/planilla';

/** The hash key of the selected stay. */
export const PLANILLA_RESERVA_PARAM = 'reserva';

/** Nights before the entry that stay in sight, so the stay can be dragged earlier too. */
export const PLANILLA_DIAS_ANTES = 2;

export function planillaStayLink(stay: { id: number; fecha_entrada: string }): string {
  const hash = new URLSearchParams({ desde: addDaysIso(stay.fecha_entrada, -PLANILLA_DIAS_ANTES), [PLANILLA_RESERVA_PARAM]: String(stay.id) });
  return `${PLANILLA_PATH}#${hash.toString()}`;
}

/** The selected stay's id from a Planilla hash, or null when there is none or it cannot be read. */
export function planillaReservaFromHash(hash: string): number | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PLANILLA_RESERVA_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
