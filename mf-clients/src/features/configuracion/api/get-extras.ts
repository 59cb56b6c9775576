import { useQuery } from '@tanstack/react-query';
import { listExtras } from '@camping/contracts/api/extras';
import { extrasKeys } from './extras-keys';

/** GET extras: the catalogue, offered first and then retired, each by name. */
export function useExtras() {
  return useQuery({ queryKey: extrasKeys.all, queryFn: ({ signal }) => listExtras(signal) });
}
