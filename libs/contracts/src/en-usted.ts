/**
 * The spec's few messages in «tú» (section 8) stay word for word where the spec shows them (the combined form, the
 * API's answer). A screen where nothing was «seleccionado» says the same in usted, as the product speaks (issue 37):
 * the Planilla's refusal of a drop on a taken unit.
 */
import { MSG } from './messages';

const EN_USTED: Record<string, string> = {
  [MSG.hospedajeNoDisponible]: 'Ese hospedaje ya está ocupado en esas fechas: elija otro hospedaje u otras fechas.',
};

/** The message as a staff screen says it: in usted when the spec's text speaks in «tú», else as it is. */
export function enUsted(message: string): string {
  return EN_USTED[message] ?? message;
}
