/**
 * What PostgreSQL refuses when a reservation is written, said as the API says it (spec section 7 and issue 32): a
 * clash, a total below what was paid, an account that cannot take the amount or discount written, fewer people than
 * guests.
 */
import { BadRequestException, ConflictException } from '@nestjs/common';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, montoMenorQuePagadoMessage } from '@camping/contracts/messages';
import { ESTADO_INCOHERENTE_MSG, movimientoEstadiaMessage } from '@camping/contracts/messages-estados';
import { personasMenosQueHuespedesMessage } from '@camping/contracts/messages-huespedes';
import { STAY_STATES, type StayState } from '@camping/contracts/stay-state-moves';
import { cuentaRefusal, montoCuentaRefusal, necesitaCifrasDeCuenta } from '../cuenta/cuenta-refusals';
import {
  PG_CHECK_VIOLATION,
  PG_CONSTRAINT_ESTADIA_BLOQUEO,
  PG_EXCLUSION_VIOLATION,
  pgConstraint,
  pgDetail,
  pgErrorCode,
} from '../database/postgres-errors';
import type { ReservasRepository } from './reservas.repository';

const badRequest = (message: string) => new BadRequestException({ success: false, message });
const conflict = (message: string) => new ConflictException({ success: false, message });

/** Runs a write; the exclusion constraint's refusal (a clash) becomes the spec's 409. */
export async function sinSolapamiento<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) {
      throw conflict(pgConstraint(error) === PG_CONSTRAINT_ESTADIA_BLOQUEO ? MSG.hospedajeBloqueado : MSG.hospedajeNoDisponible);
    }
    throw error;
  }
}

/** The database refuses a total below what was paid (reservas_pagado_no_excede); this names the amount paid. */
export async function montoNoMenorQuePagado<T>(reservas: ReservasRepository, id: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'reservas_pagado_no_excede') {
      const pagado = (await reservas.totalPagado(id)) ?? 0;
      throw badRequest(montoMenorQuePagadoMessage(formatARSCents(pagado)));
    }
    throw error;
  }
}

/** The database refuses fewer people than saved guests (reservas_personas_cubren_huespedes, DETAIL their count). */
export async function personasCubrenHuespedes<T>(personas: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'reservas_personas_cubren_huespedes') {
      throw badRequest(personasMenosQueHuespedesMessage(personas, Number(pgDetail(error))));
    }
    throw error;
  }
}

/**
 * The stay's account (issue 32) takes a written amount into its lodging and a written discount into its own
 * discount line; PostgreSQL refuses what it cannot take (cuenta-refusals.ts), and this words it with the figures.
 */
export async function cuentaCoherente<T>(
reservas: ReservasRepository,
id: number,
descuento: number | undefined,
write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message = cuentaRefusal(error);
    if (message) throw badRequest(message);
    if (!necesitaCifrasDeCuenta(error)) throw error;
    const cifras = await reservas.cifrasDeCuenta(id);
    throw badRequest(montoCuentaRefusal(error, { ...cifras, descuento: descuento ?? cifras.descuento }));
  }
}

/** SQLSTATE of a change of state the table of moves refuses (migration 1764500000021), DETAIL `desde>hacia`. */
export const PG_MOVIMIENTO_ESTADO = 'SM409';

const esEstado = (valor: string): valor is StayState => (STAY_STATES as readonly string[]).includes(valor);

/** The trigger's refusal in the clerk's words: the state the stay is in and the move refused. */
export function movimientoEstadoRefusal(error: unknown): string | null {
  if (pgErrorCode(error) !== PG_MOVIMIENTO_ESTADO) return null;
  const [desde, hacia] = (pgDetail(error) ?? '').split('>');
  return esEstado(desde) && esEstado(hacia) && desde !== hacia ? movimientoEstadiaMessage(desde, hacia) : ESTADO_INCOHERENTE_MSG;
}

/** Runs a write; PostgreSQL's refusal of a change of state (someone else moved the stay meanwhile) becomes a 409. */
export async function movimientoPermitido<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message = movimientoEstadoRefusal(error);
    if (message) throw conflict(message);
    throw error;
  }
}
