import { z } from 'zod';
import { entero } from './common';
import { paginaEnvelope, paginaQuerySchema, type Orden } from './pagina';
import { reservaListSchema } from './reserva';

/** The paged Reservas list (GET reservas?page=): its sort columns, filters, query and answer. */

/** The columns the paged Reservas list sorts by (the table's sortable headers). */
export const RESERVA_SORT_CAMPOS = [
  'cliente',
  'hospedaje',
  'fecha_entrada',
  'fecha_salida',
  'noches',
  'cantidad_personas',
  'monto_total',
  'estado',
] as const;
export type ReservaSortCampo = (typeof RESERVA_SORT_CAMPOS)[number];
export const RESERVA_SORT_DEFAULT: Orden<ReservaSortCampo> = { campo: 'fecha_entrada', desc: true };

export const PRERESERVAS_FILTROS = ['vigentes', 'vencen_hoy'] as const;
export type PrereservasFiltro = (typeof PRERESERVAS_FILTROS)[number];

/**
 * The list's payment filter (issue 16): `pendiente` = «Con saldo pendiente» (not cancelled, paid less than the
 * total), `pagada` = «Pagadas» (paid in full).
 */
export const SALDO_FILTROS = ['pendiente', 'pagada'] as const;
export type SaldoFiltro = (typeof SALDO_FILTROS)[number];
export const saldoFiltroSchema = z.enum(SALDO_FILTROS, { error: 'El campo saldo debe ser pendiente o pagada' });

/**
 * «Próximas llegadas» (issue 37): the stays that arrive from today on (the complex's day), not cancelled nor lapsed
 * holds. Only a filter: the screen asks for them soonest first (sort=fecha_entrada).
 */
export const LLEGADAS_FILTROS = ['proximas'] as const;
export type LlegadasFiltro = (typeof LLEGADAS_FILTROS)[number];

/**
 * GET reservas?page=: one page of the Reservas screen, with the screen's filters (search text and lodging type),
 * sorted by one column. The presence of `page` selects this call; the spec's unpaged calls are unchanged.
 */
export const reservasPaginaQuerySchema = paginaQuerySchema(RESERVA_SORT_CAMPOS, RESERVA_SORT_DEFAULT).extend({
  tipo_hospedaje_id: entero('tipo_hospedaje_id', { min: 1, max: 4 }).optional(),
  saldo: saldoFiltroSchema.optional(),
  /** Only live holds: all of them (`vigentes`) or those expiring before today ends in the complex's zone. */
  prereservas: z.enum(PRERESERVAS_FILTROS, { error: 'El campo prereservas debe ser vigentes o vencen_hoy' }).optional(),
  llegadas: z.enum(LLEGADAS_FILTROS, { error: 'El campo llegadas debe ser proximas' }).optional(),
});
export type ReservasPaginaQuery = z.output<typeof reservasPaginaQuerySchema>;

export const reservasPaginaSchema = z.object({ ...paginaEnvelope, reservas: reservaListSchema });
export type ReservasPagina = z.infer<typeof reservasPaginaSchema>;
