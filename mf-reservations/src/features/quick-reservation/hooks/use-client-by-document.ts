/**
 * Client lookup by document (spec sections 4 and 5): from 7 characters on, the first client whose documento contains
 * the text (GET clientes?search=). Found: '✓ Cliente existente: {nombre} {apellido}' and the form is filled in.
 */
import { useQuery } from '@tanstack/react-query';
import { searchClientes } from '@camping/contracts/api/clientes';
import { LIMITES } from '@camping/contracts/domain';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';

export type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; cliente: Cliente }
  | { status: 'new' }
  | { status: 'error' };

function normalizeDoc(text: string): string {
  return text.replace(/[.\s-]/g, '').toLowerCase();
}

/** The first client whose documento contains the typed text (dots, spaces and dashes ignored). */
export function findByDocument(list: readonly Cliente[], documento: string): Cliente | null {
  const wanted = normalizeDoc(documento);
  if (!wanted) return null;
  return list.find((c) => normalizeDoc(c.documento) === wanted) ?? list.find((c) => normalizeDoc(c.documento).includes(wanted)) ?? null;
}

export function useClientByDocument(documento: string): LookupState {
  const text = useDebouncedValue(documento.trim(), 300);
  const enabled = text.length >= LIMITES.documentLookupMinChars;
  const query = useQuery({
    queryKey: ['clientes', 'documento', text],
    queryFn: ({ signal }) => searchClientes(text, signal),
    enabled,
    staleTime: 0,
  });
  if (documento.trim().length < LIMITES.documentLookupMinChars) return { status: 'idle' };
  if (!enabled || text !== documento.trim() || query.isPending) return { status: 'searching' };
  if (query.isError) return { status: 'error' };
  const cliente = findByDocument(query.data, text);
  return cliente ? { status: 'found', cliente } : { status: 'new' };
}
