/**
 * The local fallback search of spec section 8 over nombre, apellido, tipo_hospedaje, numero_hospedaje and
 * observaciones: case- and accent-insensitive, every word of the text must appear in one of those fields.
 */
import type { Reserva } from '@camping/contracts/schemas/reserva';

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

type Searchable = Pick<Reserva, 'nombre' | 'apellido' | 'tipo_hospedaje' | 'numero_hospedaje' | 'observaciones'>;

export function localSearchReservas<T extends Searchable>(list: readonly T[], term: string): T[] {
  const words = normalizeText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((r) => {
    const fields = [r.nombre, r.apellido, r.tipo_hospedaje, r.numero_hospedaje === null ? '' : String(r.numero_hospedaje), r.observaciones ?? ''].map(
      normalizeText,
    );
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}
