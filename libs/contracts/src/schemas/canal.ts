import { z } from 'zod';
import { id } from './common';

/** One cabin or dormi with the secret URL of its iCal feed (GET canales). */
export const canalSchema = z.object({
  hospedaje_id: z.number().int(),
  numero: z.number().int(),
  tipo_hospedaje_id: z.number().int(),
  tipo_hospedaje: z.string(),
  /** Absolute URL `<origin>/ical/<token>.ics`: whoever has it reads the unit's occupied dates. */
  url_exportacion: z.string(),
  /** When the current link was made (created or last regenerated), ISO 8601. */
  enlace_creado: z.string(),
});
export type Canal = z.infer<typeof canalSchema>;

/** GET canales */
export const canalesResponseSchema = z.object({ success: z.literal(true), canales: z.array(canalSchema) });

/** POST canales/regenerar {hospedaje_id}: a new token; the old URL stops working at once. */
export const regenerarEnlaceSchema = z.object({ hospedaje_id: id('hospedaje_id') });
export type RegenerarEnlaceInput = z.input<typeof regenerarEnlaceSchema>;
export const regenerarEnlaceResponseSchema = z.object({ success: z.literal(true), message: z.string(), canal: canalSchema });
