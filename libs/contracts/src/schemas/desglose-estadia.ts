/** A stay's breakdown by season (issue 35), shared by the public quote and the staff's price query: light on purpose. */
import { z } from 'zod';

export const desgloseLineaSchema = z.object({ noches: z.number().int(), precio: z.number(), etiqueta: z.string() });
export const minimoEstadiaSchema = z.object({ noches: z.number().int(), temporada: z.string() }).nullable();
