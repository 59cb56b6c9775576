/**
 * One name per lodging (issue 37, item 9): a unit is «Cabaña 3» or «Dormi 0», its type is «Cabañas» or «Dormis»;
 * camping and groups have no units («Camping», «Grupo - 20 personas»). Every list, form, dialog and message builds
 * the names here, so the Planilla, Reserva Rápida, Canales and the lists never disagree again («Dormis 0» beside
 * «Dormi 0»).
 */
import { TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS, type TipoHospedajeId } from './domain';
import { personasLabel } from './format';

const NOMBRES: Record<TipoHospedajeId, { unidad: string; tipo: string }> = {
  [TIPO_CABANA]: { unidad: 'Cabaña', tipo: 'Cabañas' },
  [TIPO_DORMIS]: { unidad: 'Dormi', tipo: 'Dormis' },
  [TIPO_CAMPING]: { unidad: 'Camping', tipo: 'Camping' },
  [TIPO_GRUPOS]: { unidad: 'Grupo', tipo: 'Grupos' },
};

/** The stored names of the types (and the spellings older rows carry) to their ids. */
const POR_NOMBRE: Record<string, TipoHospedajeId> = {
  'cabaña': TIPO_CABANA,
  cabana: TIPO_CABANA,
  'cabañas': TIPO_CABANA,
  cabanas: TIPO_CABANA,
  dormis: TIPO_DORMIS,
  dormi: TIPO_DORMIS,
  camping: TIPO_CAMPING,
  grupos: TIPO_GRUPOS,
  grupo: TIPO_GRUPOS,
};

/** The type's id from its id or, failing that, its stored name; null when neither is known. */
export function tipoHospedajeDe(tipoId: number | null | undefined, nombre?: string | null): TipoHospedajeId | null {
  if (tipoId !== null && tipoId !== undefined && tipoId in NOMBRES) return tipoId as TipoHospedajeId;
  return POR_NOMBRE[(nombre ?? '').trim().toLowerCase()] ?? null;
}

/** The type as filters and group headers name it: «Cabañas», «Dormis», «Camping», «Grupos». */
export function nombreTipo(tipoId: number | null | undefined, nombre?: string | null): string {
  const tipo = tipoHospedajeDe(tipoId, nombre);
  if (tipo !== null) return NOMBRES[tipo].tipo;
  const text = (nombre ?? '').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** One unit of a type: «Cabaña 3», «Dormi 0». */
export function nombreUnidad(tipoId: number, numero: number): string {
  const tipo = tipoHospedajeDe(tipoId);
  return `${tipo === null ? 'Hospedaje' : NOMBRES[tipo].unidad} ${numero}`;
}

export interface LodgingNameInput {
  /** Null or absent when only the stored type name is known (report rows). */
  tipo_hospedaje_id?: number | null;
  tipo_hospedaje?: string | null;
  numero_hospedaje: number | null;
  cantidad_personas?: number;
}

/**
 * Where a stay sleeps, as a receptionist says it: «Cabaña 3», «Dormi 0», «Camping», «Grupo - 20 personas»
 * («Grupo» when the people are not known or shown apart).
 */
export function nombreHospedaje(r: LodgingNameInput): string {
  const tipo = tipoHospedajeDe(r.tipo_hospedaje_id, r.tipo_hospedaje);
  if (tipo === TIPO_GRUPOS) return r.cantidad_personas === undefined ? 'Grupo' : `Grupo - ${personasLabel(r.cantidad_personas)}`;
  if (tipo === TIPO_CAMPING) return 'Camping';
  if (r.numero_hospedaje === null || r.numero_hospedaje === undefined) return tipo === null ? nombreTipo(null, r.tipo_hospedaje) : NOMBRES[tipo].unidad;
  return nombreUnidad(tipo ?? 0, r.numero_hospedaje);
}
