import { z } from 'zod';
import { MSG } from '../messages';
import { PAGE_SIZE_MAX, paginaEnvelope } from './pagina';
import { entero, fechaIso, id, texto, textoOpcional } from './common';
import { conRangoMaximo, RANGOS_MAXIMOS } from './date-range';

/** Limits of an imported calendar (docs/channels.md), shared by the form, the API and the table's CHECKs. */
export const CALENDARIO_LIMITES = { nombreMax: 60, urlMax: 2000 } as const;

/** An external calendar (Airbnb, Booking.com, any iCal URL) imported into one unit, with its last sync's log. */
export const calendarioExternoSchema = z.object({
  id: z.number().int(),
  hospedaje_id: z.number().int(),
  nombre: z.string(),
  url: z.string(),
  creado_en: z.string(),
  ultimo_intento: z.string().nullable(),
  ultimo_exito: z.string().nullable(),
  eventos: z.number().int().nullable(),
  creados: z.number().int().nullable(),
  movidos: z.number().int().nullable(),
  quitados: z.number().int().nullable(),
  conflictos: z.number().int().nullable(),
  /** The last attempt's error in Spanish, null when it worked; the blocks of the last success stay meanwhile. */
  error: z.string().nullable(),
  /**
   * A sync of it is running now (its lease is held): the card says «Sincronizando...» and reads the list again until it
   * ends. Optional so a screen deployed before the API still reads the answer (absent: not running).
   */
  sincronizando: z.boolean().optional(),
});
export type CalendarioExterno = z.infer<typeof calendarioExternoSchema>;

export const calendariosResponseSchema = z.object({
  success: z.literal(true),
  calendarios: z.array(calendarioExternoSchema),
});

const urlCalendario = texto('url', CALENDARIO_LIMITES.urlMax).refine(
  (v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: MSG.calendarioUrlInvalida },
);

/** POST canales/calendarios {hospedaje_id, nombre, url}. */
export const calendarioCreateSchema = z.strictObject({
  hospedaje_id: id('hospedaje_id'),
  nombre: texto('nombre', CALENDARIO_LIMITES.nombreMax),
  url: urlCalendario,
});
export type CalendarioCreateInput = z.input<typeof calendarioCreateSchema>;

export const calendarioResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The sync was still running when the call answered: `calendario` is its previous result (docs/channels.md). */
  en_curso: z.literal(true).optional(),
  calendario: calendarioExternoSchema,
});

/** POST canales/calendarios/sincronizar {id}. */
export const calendarioIdSchema = z.strictObject({ id: id('id') });
export type CalendarioIdInput = z.input<typeof calendarioIdSchema>;

/** A block of a unit's nights [fecha_entrada, fecha_salida): imported from a calendar, or «Mantenimiento» by staff. */
export const bloqueoSchema = z.object({
  id: z.number().int(),
  hospedaje_id: z.number().int(),
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  /** Null for a manual block. */
  calendario_id: z.number().int().nullable(),
  /** The external calendar's name, or «Mantenimiento». */
  origen: z.string(),
  resumen: z.string().nullable(),
  nota: z.string().nullable(),
  creado_por: z.string().nullable(),
});
export type Bloqueo = z.infer<typeof bloqueoSchema>;

export const ORIGEN_MANUAL = 'Mantenimiento';

/** GET bloqueos?fecha_entrada=&fecha_salida=[&hospedaje_id=]: the blocks sharing a night with the range. */
export const bloqueosQuerySchema = conRangoMaximo(
  z
    .strictObject({
      fecha_entrada: fechaIso('fecha_entrada'),
      fecha_salida: fechaIso('fecha_salida'),
      hospedaje_id: id('hospedaje_id').optional(),
    })
    .refine((q) => q.fecha_entrada < q.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] }),
  { desde: 'fecha_entrada', hasta: 'fecha_salida' },
  RANGOS_MAXIMOS.bloqueos,
  MSG.bloqueosRangoLargo,
);
export const bloqueosResponseSchema = z.object({ success: z.literal(true), bloqueos: z.array(bloqueoSchema) });

/** POST bloqueos: a manual «Mantenimiento» block. */
export const bloqueoCreateSchema = z
  .strictObject({
    hospedaje_id: id('hospedaje_id'),
    fecha_entrada: fechaIso('fecha_entrada'),
    fecha_salida: fechaIso('fecha_salida'),
    nota: textoOpcional('nota', 500),
  })
  .refine((b) => b.fecha_entrada < b.fecha_salida, { error: MSG.fechaEntradaAnterior, path: ['fecha_entrada'] });
export type BloqueoCreateInput = z.input<typeof bloqueoCreateSchema>;
export const bloqueoResponseSchema = z.object({ success: z.literal(true), message: z.string(), bloqueo: bloqueoSchema });

export const ESTADOS_CONFLICTO = ['pendiente', 'visto', 'resuelto'] as const;

/** An external event that overlaps one of our stays: never dropped, shown until staff act. */
export const conflictoSchema = z.object({
  id: z.number().int(),
  calendario_id: z.number().int(),
  calendario: z.string(),
  hospedaje_id: z.number().int(),
  tipo_hospedaje_id: z.number().int(),
  numero: z.number().int(),
  /** The external event's nights. */
  fecha_entrada: z.string(),
  fecha_salida: z.string(),
  resumen: z.string().nullable(),
  reserva_id: z.number().int(),
  reserva_entrada: z.string(),
  reserva_salida: z.string(),
  /**
   * The nights the event and our stay share, [choque_entrada, choque_salida): the conflict to resolve. The event's
   * other nights are already blocked (and in the export feed) as one block per run (issue 33). Optional so a screen
   * of this release still reads an older server's answer.
   */
  choque_entrada: z.string().optional(),
  choque_salida: z.string().optional(),
  cliente: z.string(),
  estado: z.enum(ESTADOS_CONFLICTO),
  detectado_en: z.string(),
  visto_por: z.string().nullable(),
});
export type Conflicto = z.infer<typeof conflictoSchema>;

/** GET canales/conflictos?page=&page_size=: the open ones (pending and seen), newest first. */
export const conflictosQuerySchema = z.strictObject({
  page: entero('page', { min: 1, max: 1_000_000 }).optional().default(1),
  page_size: entero('page_size', { min: 1, max: PAGE_SIZE_MAX }).optional().default(20),
});
export const conflictosResponseSchema = z.object({ ...paginaEnvelope, conflictos: z.array(conflictoSchema) });

/** The longest window of `GET canales/conflictos/rango`, in days (the calendar asks for about 56). */
export const CONFLICTOS_RANGO_MAX_DIAS = RANGOS_MAXIMOS.conflictos.max;

/**
 * GET canales/conflictos/rango?desde=&hasta=: the open conflicts of the stays whose days share one with
 * [desde, hasta], both included (the calendar's window, as `reservas?desde&hasta`). Not paged: bounded by the window.
 */
export const conflictosRangoQuerySchema = conRangoMaximo(
  z
    .strictObject({ desde: fechaIso('desde'), hasta: fechaIso('hasta') })
    .refine((q) => q.desde <= q.hasta, { error: MSG.conflictosRangoInvertido, path: ['desde'] }),
  { desde: 'desde', hasta: 'hasta' },
  RANGOS_MAXIMOS.conflictos,
  MSG.conflictosRangoLargo,
);
export const conflictosRangoResponseSchema = z.object({ success: z.literal(true), conflictos: z.array(conflictoSchema) });

export const conflictosCantidadResponseSchema = z.object({ success: z.literal(true), pendientes: z.number().int() });
