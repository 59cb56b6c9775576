/**
 * The price rows of GET hospedajes?todos_precios arranged as the screen shows them: camping (base, adulto, menor)
 * and each accommodation type (by people), with one column per payment method.
 */
import { CAMPING_PRECIO_TIPOS, METODOS_PAGO, type MetodoPago } from '@camping/contracts/domain';
import { personasLabel } from '@camping/contracts/format';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';

export interface PriceLine {
  key: string;
  label: string;
  cells: Partial<Record<MetodoPago, PrecioRow>>;
}

export interface PriceGroup {
  key: string;
  title: string;
  lines: PriceLine[];
}

export interface GroupedPrices {
  metodos: MetodoPago[];
  camping: PriceLine[];
  hospedaje: PriceGroup[];
}

const CAMPING_LABEL: Record<string, string> = { base: 'Base', adulto: 'Adulto', menor: 'Menor' };
const TIPO_TITLE: Record<string, string> = { 'cabaña': 'Cabañas', cabana: 'Cabañas', dormis: 'Dormis', grupos: 'Grupos' };

function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function campingLabel(descripcion: string | null): string {
  const key = (descripcion ?? '').trim().toLowerCase();
  return CAMPING_LABEL[key] ?? capitalize(key);
}

export function tipoTitle(nombre: string): string {
  const key = nombre.trim().toLowerCase();
  return TIPO_TITLE[key] ?? capitalize(key);
}

export function peopleLabel(cantidad: number | null): string {
  if (cantidad === null) return 'Sin cantidad';
  return personasLabel(cantidad);
}

function isMetodo(value: string): value is MetodoPago {
  return (METODOS_PAGO as readonly string[]).includes(value);
}

function addCell(lines: Map<string, PriceLine>, key: string, label: string, row: PrecioRow) {
  const line = lines.get(key) ?? { key, label, cells: {} };
  if (isMetodo(row.metodo_pago)) line.cells[row.metodo_pago] = row;
  lines.set(key, line);
}

export function groupPrecios(rows: readonly PrecioRow[]): GroupedPrices {
  const metodos = METODOS_PAGO.filter((m) => rows.some((r) => r.metodo_pago === m));
  const camping = new Map<string, PriceLine>();
  const tipos = new Map<number, { title: string; lines: Map<string, PriceLine>; people: Map<string, number> }>();

  for (const row of rows) {
    if (row.tipo_tabla === 'camping') {
      const key = (row.descripcion ?? '').trim().toLowerCase();
      addCell(camping, key, campingLabel(row.descripcion), row);
      continue;
    }
    const tipo = tipos.get(row.tipo_hospedaje_id) ?? { title: tipoTitle(row.tipo_hospedaje_nombre), lines: new Map(), people: new Map() };
    const key = String(row.cantidad_personas ?? '');
    addCell(tipo.lines, key, peopleLabel(row.cantidad_personas), row);
    tipo.people.set(key, row.cantidad_personas ?? Number.MAX_SAFE_INTEGER);
    tipos.set(row.tipo_hospedaje_id, tipo);
  }

  const order = (key: string) => {
    const index = (CAMPING_PRECIO_TIPOS as readonly string[]).indexOf(key);
    return index === -1 ? CAMPING_PRECIO_TIPOS.length : index;
  };
  return {
    metodos,
    camping: [...camping.values()].sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key)),
    hospedaje: [...tipos.entries()]
      .sort(([a], [b]) => a - b)
      .map(([tipoId, tipo]) => ({
        key: String(tipoId),
        title: tipo.title,
        lines: [...tipo.lines.values()].sort((a, b) => (tipo.people.get(a.key) ?? 0) - (tipo.people.get(b.key) ?? 0)),
      })),
  };
}
