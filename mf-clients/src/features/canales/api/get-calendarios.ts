import { useQuery } from '@tanstack/react-query';
import { getCalendarios } from '@camping/contracts/api/canales-import';
import { importKeys } from './import-keys';

/** GET canales/calendarios: every imported calendar with its last sync's log. */
export function useCalendarios() {
  return useQuery({ queryKey: importKeys.calendarios, queryFn: ({ signal }) => getCalendarios(signal) });
}
