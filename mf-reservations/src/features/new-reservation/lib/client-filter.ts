/** The wizard's client search: nombre, apellido or documento, case- and accent-insensitive (spec section 5). */
import type { Cliente } from '@camping/contracts/schemas/cliente';

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function filterClientes(list: readonly Cliente[], term: string): Cliente[] {
  const words = normalize(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((c) => {
    const fields = [c.nombre, c.apellido, c.documento].map(normalize);
    return words.every((w) => fields.some((f) => f.includes(w)));
  });
}
