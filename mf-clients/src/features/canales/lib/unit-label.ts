import { nombreTipo, nombreUnidad } from '@camping/contracts/lodging-names';
import type { Canal } from '@camping/contracts/schemas/canal';

/** «Cabaña 3», «Dormi 1»: the unit's one name (lodging-names). */
export function unitLabel(canal: Pick<Canal, 'tipo_hospedaje_id' | 'numero'>): string {
  return nombreUnidad(canal.tipo_hospedaje_id, canal.numero);
}

/** The units grouped as the screen shows them: cabins, then dormis, each in number order (as the API sends them). */
export function groupCanales(canales: Canal[]): Array<{ key: string; title: string; canales: Canal[] }> {
  return [
    { key: 'cabanas', title: nombreTipo(1), canales: canales.filter((c) => c.tipo_hospedaje_id === 1) },
    { key: 'dormis', title: nombreTipo(2), canales: canales.filter((c) => c.tipo_hospedaje_id === 2) },
  ].filter((g) => g.canales.length > 0);
}
