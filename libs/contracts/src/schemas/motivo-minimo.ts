/**
 * Staff's override of the seasons' limits (issue 35): POST and PUT reservas (and Reserva Rápida) may carry the reason
 * a stay shorter than the season's minimum, or arriving on a day with no arrivals, is booked anyway. The API records
 * it in the reservation's history; without it such a stay is refused with the rule's message.
 */
import { z } from 'zod';

export const MOTIVO_MINIMO_MAX = 200;

export const MOTIVO_MINIMO_MSG = {
  vacio: 'Indique el motivo para exceptuar la estadía mínima',
  largo: `El motivo para exceptuar la estadía mínima no puede superar los ${MOTIVO_MINIMO_MAX} caracteres`,
  tipo: 'El motivo para exceptuar la estadía mínima debe ser un texto',
  exceptuar: 'Exceptuar la estadía mínima',
  motivo: 'Motivo',
} as const;

export const motivoMinimoSchema = z
  .string({ error: MOTIVO_MINIMO_MSG.tipo })
  .trim()
  .min(1, { error: MOTIVO_MINIMO_MSG.vacio })
  .max(MOTIVO_MINIMO_MAX, { error: MOTIVO_MINIMO_MSG.largo });

/** The optional field, spread into the booking schemas. */
export const motivoMinimoCampo = { motivo_minimo: motivoMinimoSchema.optional() };
