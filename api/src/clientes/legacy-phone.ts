/**
 * Phones saved before they were checked may hold anything (`abc 😀`). Reads return them as stored; an edit that
 * sends the stored phone back unchanged keeps it, so a clerk can fix a name without retyping an old phone. Only a
 * phone that changes is checked (issue 15).
 */
export function withoutUnchangedPhone(body: unknown, stored: string | null | undefined): { body: unknown; unchanged: boolean } {
  if (!body || typeof body !== 'object' || Array.isArray(body) || stored === null || stored === undefined) {
    return { body, unchanged: false };
  }
  const telefono = (body as { telefono?: unknown }).telefono;
  if (typeof telefono !== 'string' || telefono.trim() !== stored.trim()) return { body, unchanged: false };
  return { body: { ...body, telefono: null }, unchanged: true };
}
