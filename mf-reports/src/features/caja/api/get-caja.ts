import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCaja } from '@camping/contracts/api/caja';
import { cajaKeys } from './caja-keys';

/** GET caja: a user's till of a day (the session's own when `usuario` is null); the last one kept while the next loads. */
export function useCaja(fecha: string, usuario: string | null) {
  return useQuery({
    queryKey: cajaKeys.till(fecha, usuario),
    queryFn: ({ signal }) => getCaja({ fecha, ...(usuario ? { usuario } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
}
