/**
 * The rules of a reservation that need no database and only the API applies: which lodging type it is, the group
 * suffix, read-only fields and room moves. The rules the forms share (dates, capacity) are in
 * @camping/contracts/reserva-rules. Each returns the Spanish message that refuses the input, or null.
 */
import { GRUPO_SUFIJO, TIPO_CAMPING, TIPO_GRUPOS, tipoSinUnidad } from '@camping/contracts/domain';
import { MSG, campoSoloLecturaMessage } from '@camping/contracts/messages';
import { toCents } from '@camping/contracts/money';
import { descuentoError } from '@camping/contracts/reserva-rules';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { Unidad } from '../hospedajes/unidad';

const MARCA_GRUPO = GRUPO_SUFIJO.replace(/^\s*-\s*/, '');
const SUFIJO_AL_FINAL = new RegExp(`${MARCA_GRUPO}\\s*$`, 'i');

export function tieneSufijoGrupo(observaciones: string | null | undefined): boolean {
  return SUFIJO_AL_FINAL.test(observaciones ?? '');
}

/** Group observations end with the spec's suffix exactly once (spec section 7). */
export function conSufijoGrupo(observaciones: string | null | undefined): string {
  const texto = (observaciones ?? '').trim();
  if (!texto) return MARCA_GRUPO;
  if (tieneSufijoGrupo(texto)) return texto;
  return `${texto}${GRUPO_SUFIJO}`;
}

export type TipoResuelto = { tipo: number; error?: undefined } | { tipo?: undefined; error: string };

/**
 * The lodging type of a new reservation. With a unit it is the unit's type (and a type sent along must agree);
 * without one it is the type sent, which must be camping or grupos; with neither, the legacy rule of
 * ARCHITECTURE.md: grupos when the observations carry the group suffix, else camping.
 */
export function resolverTipo(
  input: { hospedaje_id: number | null; tipo_hospedaje_id?: number; observaciones?: string | null },
  unidad: Unidad | null,
): TipoResuelto {
  if (input.hospedaje_id !== null) {
    if (input.tipo_hospedaje_id !== undefined && tipoSinUnidad(input.tipo_hospedaje_id)) {
      return { error: MSG.sinNumeroCampingGrupos };
    }
    if (!unidad) return { error: MSG.hospedajeInexistente };
    if (input.tipo_hospedaje_id !== undefined && input.tipo_hospedaje_id !== unidad.tipo_hospedaje_id) {
      return { error: MSG.hospedajeTipoIncorrecto };
    }
    return { tipo: unidad.tipo_hospedaje_id };
  }
  if (input.tipo_hospedaje_id !== undefined) {
    return tipoSinUnidad(input.tipo_hospedaje_id) ? { tipo: input.tipo_hospedaje_id } : { error: MSG.hospedajeObligatorio };
  }
  return { tipo: tieneSufijoGrupo(input.observaciones) ? TIPO_GRUPOS : TIPO_CAMPING };
}

/** Text of a read value as a client may echo it: 7 and '7' are the same, and so are null and ''. */
function textoLeido(valor: unknown): string {
  return valor === null || valor === undefined ? '' : String(valor).trim();
}

/**
 * Clients send the whole reservation back on edit, joined fields included. Such a field is fine while it holds one
 * of the values it may read (the stored one, or the unit's after a move); any other value would be an edit the
 * API cannot make, so it is refused naming the field instead of being dropped in silence.
 */
export function soloLecturaError(
  enviados: Partial<Record<string, unknown>>,
  valoresPermitidos: Record<string, ReadonlyArray<unknown>>,
): string | null {
  for (const [campo, permitidos] of Object.entries(valoresPermitidos)) {
    const enviado = enviados[campo];
    if (enviado === undefined) continue;
    if (!permitidos.some((permitido) => textoLeido(permitido) === textoLeido(enviado))) {
      return campoSoloLecturaMessage(campo);
    }
  }
  return null;
}

export type MudanzaResuelta = { hospedajeId: number | null; error?: undefined } | { hospedajeId?: undefined; error: string };

/**
 * The unit an edit leaves the stay in. Cabins and dormis may move to another unit (any of the two types); camping
 * and groups have none and get none; a cabin or dormi stay cannot lose its unit.
 */
export function resolverMudanza(actual: { hospedajeId: number | null }, enviado: number | null | undefined): MudanzaResuelta {
  if (enviado === undefined || enviado === actual.hospedajeId) return { hospedajeId: actual.hospedajeId };
  if (actual.hospedajeId === null) return { error: MSG.hospedajeSinMudanza };
  if (enviado === null) return { error: MSG.hospedajeMudanzaObligatorio };
  return { hospedajeId: enviado };
}

/** The latest expiry a hold may be given: a hold is hours or days, never a month. */
const PRERESERVA_MAX_MS = 30 * 24 * 3600_000;

/** The first problem of a hold's expiry sent by the client, or null (the default is now + Configuración's hours). */
export function venceElError(venceEl: string | undefined, now = Date.now()): string | null {
  if (venceEl === undefined) return null;
  const at = new Date(venceEl).getTime();
  if (at <= now) return MSG.venceElPasado;
  if (at > now + PRERESERVA_MAX_MS) return MSG.venceElLejano;
  return null;
}

/**
 * PUT reservas: a discount that changes keeps the booking's rule (issue 33, contracts descuentoError) against the total
 * it leaves: the one sent, or, with the discount alone, the stored one moved by the difference (the account's total
 * follows its discount). A discount sent back unchanged is no change, so a stay whose account took a larger discount
 * (a percentage given from «Cuenta», with its reason) still takes the rest of an edit. A cancelled stay's account is
 * frozen and a discount above every charge has its own refusal: PostgreSQL words both (cuenta-refusals.ts).
 */
export function descuentoEditadoError(
  actual: Pick<Reserva, 'estado' | 'monto_total' | 'descuento'>,
  cambios: { descuento?: number; monto_total?: number; estado?: string },
): string | null {
  if (cambios.descuento === undefined || toCents(cambios.descuento) === toCents(actual.descuento)) return null;
  if (actual.estado === 'cancelada' || cambios.estado === 'cancelada') return null;
  const monto = cambios.monto_total ?? (toCents(actual.monto_total) + toCents(actual.descuento) - toCents(cambios.descuento)) / 100;
  return monto < 0 ? null : descuentoError(cambios.descuento, monto);
}
