/** The type filter of the Reservas list: todos, cabaña, dormis, camping (spec section 2), and grupos (docs); the server filters. */
import { nombreTipo } from '@camping/contracts/lodging-names';
import { TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS } from '@camping/contracts/domain';

export const TYPE_FILTERS = [
  { value: 'todos', label: 'Todos', tipoId: null },
  { value: 'cabaña', label: nombreTipo(TIPO_CABANA), tipoId: TIPO_CABANA },
  { value: 'dormis', label: nombreTipo(TIPO_DORMIS), tipoId: TIPO_DORMIS },
  { value: 'camping', label: nombreTipo(TIPO_CAMPING), tipoId: TIPO_CAMPING },
  { value: 'grupos', label: nombreTipo(TIPO_GRUPOS), tipoId: TIPO_GRUPOS },
] as const;
export type TypeFilterValue = (typeof TYPE_FILTERS)[number]['value'];

