import { z } from 'zod';

/** GET /api/public/sitio: the business contact data, from configuration (never hard-coded in a page). */
export const sitioSchema = z.object({
  telefono: z.string(),
  /** Digits only, for https://wa.me/<whatsapp>. */
  whatsapp: z.string(),
  email: z.string(),
  direccion: z.string(),
  mapa_url: z.string(),
  /** The complex's name (BUSINESS_NAME), for titles and structured data. */
  nombre: z.string().optional(),
  /** Reception hours in the complex's zone (BUSINESS_HOURS): the chat bubble says «En línea» only within them. */
  horario_atencion: z.object({ desde: z.string(), hasta: z.string() }).optional(),
});
export type Sitio = z.infer<typeof sitioSchema>;

/** GET /remotes.json: remote name to its mf-manifest.json URL, read by the shell at run time. */
export const remotesManifestSchema = z.record(z.string(), z.string());
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
