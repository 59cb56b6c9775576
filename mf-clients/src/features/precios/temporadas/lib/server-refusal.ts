/**
 * Where the API's refusal of a season goes in the form: a repeated name (409) under the name, an overlap with
 * another season under the ranges, anything else above the buttons.
 */
import { apiErrorStatus } from '@camping/contracts/api/http';

export type RefusalField = 'nombre' | 'rangos' | 'root.server';

export function refusalField(error: unknown, message: string): RefusalField {
  if (apiErrorStatus(error) === 409 || message.startsWith('Ya existe una temporada')) return 'nombre';
  if (message.includes('se superponen') || message.startsWith('El rango')) return 'rangos';
  return 'root.server';
}
