/**
 * Client lookup by document (spec sections 4 and 5): from 7 characters on, the client whose documento IS the typed
 * one, compared as the server compares it when it books (@camping/contracts/documento: dots, dashes, spaces and case
 * ignored, never a part of another documento). Found: '✓ Cliente existente: {nombre} {apellido}' and the form is
 * filled in; otherwise the screen says no client has that documento.
 */
import { useQuery } from '@tanstack/react-query';
import { searchClientes } from '@camping/contracts/api/clientes';
import { normalizeDocumento, sameDocumento } from '@camping/contracts/documento';
import { LIMITES } from '@camping/contracts/domain';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';

export type LookupState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; cliente: Cliente }
  | { status: 'new' }
  | { status: 'error' };

/** The client with exactly this documento (the search answers every client whose data contain the text). */
export function findByDocument(list: readonly Cliente[], documento: string): Cliente | null {
  return list.find((c) => sameDocumento(c.documento, documento)) ?? null;
}

export function useClientByDocument(documento: string): LookupState {
  const text = useDebouncedValue(documento.trim(), 300);
  const enabled = text.length >= LIMITES.documentLookupMinChars;
  // The search text bare too: a documento stored as '30.123.456' is found from '30123456' and the other way round.
  const operand = normalizeDocumento(text);
  const query = useQuery({
    queryKey: ['clientes', 'documento', operand],
    queryFn: ({ signal }) => searchClientes(operand, signal),
    enabled: enabled && operand !== '',
    staleTime: 0,
  });
  if (documento.trim().length < LIMITES.documentLookupMinChars) return { status: 'idle' };
  if (text !== documento.trim()) return { status: 'searching' };
  if (operand === '') return { status: 'new' };
  if (query.isPending) return { status: 'searching' };
  if (query.isError) return { status: 'error' };
  const cliente = findByDocument(query.data, text);
  return cliente ? { status: 'found', cliente } : { status: 'new' };
}
