/** The SQL fragments and the words migration 1764400000005 (the stay's charges) writes. */

/** The stay's account total as a row states it: a live stay's amount, or what a cancelled one had. */
export const cuenta = (fila: 'NEW' | 'OLD') => `(CASE WHEN ${fila}.estado = 'cancelada' THEN ${fila}.monto_antes_de_cancelar ELSE ${fila}.monto_total END)`;
export const CUENTA_DE_LA_FILA = `(CASE WHEN estado = 'cancelada' THEN monto_antes_de_cancelar ELSE monto_total END)`;

export const RESERVAS_SIN_HISTORIAL =
  'total_pagado,total_reembolsado,monto_antes_de_cancelar,monto_alojamiento,cargos_adicionales,observaciones_busqueda,updated_at';

/** The words of the lines written for clients that know no lines (literal here: a migration never changes with the code). */
export const CONCEPTO_ALOJAMIENTO = 'Alojamiento';
export const CONCEPTO_DESCUENTO = 'Descuento';
export const MOTIVO_DESCUENTO = 'Indicado en la reserva';
export const MOTIVO_DESCUENTO_EDITADO = 'Indicado al editar la reserva';
export const MENSAJE_CANCELADA = 'La reserva está cancelada: su cuenta no admite cargos ni descuentos';
