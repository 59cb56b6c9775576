/**
 * The SQL of holds (pre-reservas, issue 16). A hold is `estado = 'pendiente'` until `vence_el`; once that moment has
 * passed it no longer takes a unit or a camping plot, whether or not it has been cancelled yet.
 */
import { BUSINESS_TIME_ZONE } from '@camping/contracts/dates';

/** True when reservation `alias` still takes its unit or plot: not cancelled and not an expired hold. */
export function sqlOcupa(alias: string): string {
  return `(${alias}.estado <> 'cancelada' AND NOT (${alias}.estado = 'pendiente' AND ${alias}.vence_el <= now()))`;
}

/**
 * Cancels, in one statement, the expired holds of one scope, writing why into observaciones (before the text, so a
 * group's suffix stays last). Scope: reservation $1, or the holds sharing a night with [$2, $3) of unit $4 (or,
 * without a unit, of type $5); all nulls cancel every expired hold (the sweep). $6: the note's opening words.
 * Row locks make concurrent callers wait and then skip what the first one cancelled.
 */
/** The SET of an expired hold `r` being cancelled, with the note (`$n`: its opening words) before its text. */
export function sqlCancelarPrereserva(nota: string): string {
  return `estado = 'cancelada', updated_at = now(),
      observaciones = concat_ws(E'\\n',
        ${nota}::text || ' ' || to_char(r.vence_el AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'DD/MM/YYYY HH24:MI') || '.',
        nullif(r.observaciones, ''))`;
}

export const SQL_VENCER_PRERESERVAS = `
  UPDATE reservas r
  SET ${sqlCancelarPrereserva('$6')}
  WHERE r.estado = 'pendiente' AND r.vence_el <= now()
    AND (
      ($1::int IS NULL AND $2::date IS NULL AND $4::int IS NULL AND $5::int IS NULL)
      OR r.id = $1::int
      OR ($2::date IS NOT NULL
          AND daterange(r.fecha_entrada, r.fecha_salida, '[)') && daterange($2::date, $3::date, '[)')
          AND (r.hospedaje_id = $4::int OR ($4::int IS NULL AND r.tipo_hospedaje_id = $5::int)))
    )
  RETURNING r.id, r.vence_el`;

/** Confirms live hold $1: it becomes 'activa' and loses its expiry. No row: not a live hold. */
export const SQL_CONFIRMAR_PRERESERVA = `
  UPDATE reservas SET estado = 'activa', vence_el = NULL, updated_at = now()
  WHERE id = $1 AND estado = 'pendiente' AND vence_el > now()
  RETURNING id`;

/** The end of today in the complex's zone, as a timestamptz: what «Vencen hoy» compares expiries with. */
export const SQL_FIN_DE_HOY = `(((now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')`;
