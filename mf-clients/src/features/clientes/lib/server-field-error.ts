/**
 * Which form field a server refusal is about: the API's 400 messages name the field ('El campo documento ...') and
 * a duplicate document is a 409. Anything else stays a message for the whole form.
 */
import { isApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';

export function serverFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.status === 409 && (fields as readonly string[]).includes('documento') && /documento/i.test(error.message || MSG.documentoDuplicado)) {
    return { field: 'documento' as F, message: error.message || MSG.documentoDuplicado };
  }
  if (error.status !== 400) return null;
  const named = /^El campo (\w+)/.exec(error.message);
  if (named && (fields as readonly string[]).includes(named[1])) return { field: named[1] as F, message: error.message };
  return null;
}
