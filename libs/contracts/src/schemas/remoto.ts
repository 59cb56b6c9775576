import { z } from 'zod';
import { MSG } from '../messages';

/** One row of the table of remotes (issue 20): where a remote's mf-manifest.json is and which build it points at. */
export const remotoSchema = z.object({
  name: z.string(),
  url: z.string(),
  previous_url: z.string().nullable(),
  version: z.string().nullable(),
  commit: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type Remoto = z.infer<typeof remotoSchema>;

/** The build of the shell this server serves (stamped by libs/federation into shell/dist/build-info.json). */
export const buildInfoSchema = z.object({ version: z.string().nullable(), commit: z.string().nullable() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** GET /api/remotes: every remote and the shell's build. */
export const remotosResponseSchema = z.object({
  success: z.literal(true),
  shell: buildInfoSchema,
  remotos: z.array(remotoSchema),
});

/** An absolute http(s) URL or a path of this server ('/remotes/...'), of a .json file (the remote's manifest). */
export function isManifestUrl(url: string): boolean {
  if (!/^(https?:\/\/[^\s/]+|\/(?!\/))[^\s]*$/i.test(url)) return false;
  try {
    return new URL(url, 'http://localhost').pathname.endsWith('.json');
  } catch {
    return false;
  }
}

/** PUT /api/remotes/:name: the new manifest URL (absolute http(s), or a path on this server). */
export const remotoUpdateSchema = z.strictObject(
  {
    url: z
      .string({ error: MSG.remotoUrlInvalida })
      .trim()
      .max(2000, { error: MSG.remotoUrlInvalida })
      .refine(isManifestUrl, { error: MSG.remotoUrlInvalida }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `El campo ${String(issue.keys[0])} no es un campo del módulo` : undefined,
  },
);
export type RemotoUpdateInput = z.input<typeof remotoUpdateSchema>;

/** PUT and POST revert answer the row as it is now. */
export const remotoChangeResponseSchema = z.object({ success: z.literal(true), message: z.string(), remoto: remotoSchema });
