/**
 * The local fallback search of spec section 8: nombre, apellido, documento and telefono, case-insensitive. Accents
 * are ignored too ('perez' finds 'Pérez'), and a phone matches by its digits whatever the spacing.
 */
import type { Cliente } from '@camping/contracts/schemas/cliente';

export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function matchesCliente(cliente: Cliente, term: string): boolean {
  const needle = normalizeText(term);
  if (!needle) return true;
  const texts = [cliente.nombre, cliente.apellido, cliente.documento, cliente.telefono ?? ''];
  if (texts.some((text) => normalizeText(text).includes(needle))) return true;
  // 'pérez juan' or 'juan perez': every word in one of the fields.
  const words = needle.split(/\s+/);
  if (words.length > 1 && words.every((word) => texts.some((text) => normalizeText(text).includes(word)))) return true;
  const digits = needle.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d\s()+-]+$/.test(needle) && (cliente.telefono ?? '').replace(/\D/g, '').includes(digits);
}

export function filterClientesLocal(clientes: readonly Cliente[], term: string): Cliente[] {
  return clientes.filter((cliente) => matchesCliente(cliente, term));
}
