/** How staff read a lodging: 'Cabaña 3', 'Dormis 0', 'Camping', 'Grupo - 20 personas' (spec section 2). */
import { TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS } from '@camping/contracts/domain';
import { personasLabel } from '@camping/contracts/format';

const TIPO_LABEL: Record<number, string> = {
  [TIPO_CABANA]: 'Cabaña',
  [TIPO_DORMIS]: 'Dormis',
  [TIPO_CAMPING]: 'Camping',
  [TIPO_GRUPOS]: 'Grupos',
};

/** Display name of a type: by id, else the stored name capitalised. */
export function tipoLabel(tipoId: number | null | undefined, nombre?: string | null): string {
  if (tipoId !== null && tipoId !== undefined && TIPO_LABEL[tipoId]) return TIPO_LABEL[tipoId];
  const text = (nombre ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

export function nightsLabel(n: number): string {
  return n === 1 ? '1 noche' : `${n} noches`;
}

// Written once in contracts; re-exported so this remote's labels come from one module.
export { personasLabel };

export function lodgingLabel(r: {
  tipo_hospedaje_id: number;
  tipo_hospedaje: string;
  numero_hospedaje: number | null;
  cantidad_personas: number;
}): string {
  if (r.tipo_hospedaje_id === TIPO_GRUPOS) return `Grupo - ${personasLabel(r.cantidad_personas)}`;
  const tipo = tipoLabel(r.tipo_hospedaje_id, r.tipo_hospedaje);
  return r.numero_hospedaje === null ? tipo : `${tipo} ${r.numero_hospedaje}`;
}
