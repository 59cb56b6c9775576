/**
 * The SQL of cancelling (issue 32). The stay's amount is not written here: the trigger of migration 1764400000001
 * makes a cancelled stay's amount what it holds (payments less refunds).
 */

/** What the rules need to know of the stay, locked until the transaction ends. */
export const SQL_RESERVA_PARA_CANCELAR = `
  SELECT id, estado, vence_el, checkin_at, total_pagado, metodo_pago
  FROM reservas WHERE id = $1 FOR UPDATE`;

/** «Cancelar reserva»: $2 reason, $3 its text, $4 who. */
export const SQL_CANCELAR = `
  UPDATE reservas SET estado = 'cancelada', cancelacion_motivo = $2, cancelacion_detalle = $3, cancelada_at = now(),
         cancelada_por = $4, updated_at = now()
  WHERE id = $1`;

/** A stay cancelled by PUT reservas, which carries no reason: who and when ($2 who). */
export const SQL_MARCAR_CANCELADA_SIN_MOTIVO = `
  UPDATE reservas SET cancelacion_motivo = 'sin_indicar', cancelacion_detalle = NULL, cancelada_at = now(),
         cancelada_por = $2
  WHERE id = $1`;

/** A cancelled stay made live again keeps no cancellation (its history does). */
export const SQL_QUITAR_CANCELACION = `
  UPDATE reservas SET cancelacion_motivo = NULL, cancelacion_detalle = NULL, cancelada_at = NULL, cancelada_por = NULL
  WHERE id = $1`;

/** What a cancellation that does not say does with the money received (Configuración). */
export const SQL_POLITICA_CANCELACION = `SELECT cancelacion_dinero FROM configuracion WHERE id = 1`;
