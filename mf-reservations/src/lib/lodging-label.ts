/**
 * How staff read a lodging: 'Cabaña 3', 'Dormi 0', 'Camping', 'Grupo - 20 personas' (spec section 2); the type
 * alone reads 'Cabañas', 'Dormis'. The names are built once, in @camping/contracts/lodging-names (issue 37).
 */
import { nombreHospedaje, nombreTipo, nombreUnidad } from '@camping/contracts/lodging-names';
import { personasLabel } from '@camping/contracts/format';

/** Display name of a type: by id, else the stored name. */
export function tipoLabel(tipoId: number | null | undefined, nombre?: string | null): string {
  return nombreTipo(tipoId, nombre);
}

/** One unit: 'Cabaña 3', 'Dormi 0'. */
export const unitName = nombreUnidad;

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
  return nombreHospedaje(r);
}
