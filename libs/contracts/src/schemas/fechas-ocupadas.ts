import { z } from 'zod';
import { entero, fechaIso, id } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';
import { entradaAntesDeSalida } from './reserva';

/**
 * GET reservas?fecha_entrada=&fecha_salida=: the live (not cancelled) stays that share at least one night with
 * [fecha_entrada, fecha_salida), optionally of one unit or one type and leaving out one reservation, oldest first.
 */
export const fechasOcupadasQuerySchema = conRangoMaximo(
  z
    .object({
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      hospedaje_id: id('hospedaje_id').optional(),
      tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }).optional(),
      /** While editing: the reservation whose own stay is left out. */
      excluir_reserva_id: id('excluir_reserva_id').optional(),
    })
    .refine((r) => r.fecha_entrada < r.fecha_salida, entradaAntesDeSalida),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.estadia,
);
export type FechasOcupadasQuery = z.output<typeof fechasOcupadasQuerySchema>;

export const fechaOcupadaSchema = z.object({
  id: z.number().int(),
  hospedaje_id: z.number().int().nullable(),
  tipo_hospedaje_id: z.number().int(),
  numero_hospedaje: z.number().int().nullable(),
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  estado: z.string(),
});
export type FechaOcupada = z.infer<typeof fechaOcupadaSchema>;
export const fechasOcupadasSchema = z.array(fechaOcupadaSchema);
