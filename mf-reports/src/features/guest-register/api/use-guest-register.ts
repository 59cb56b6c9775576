import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRegistroHuespedes, type RegistroParams } from '@camping/contracts/api/huespedes';

export const guestRegisterKeys = {
  all: ['registro-huespedes'] as const,
  page: (params: RegistroParams) => [...guestRegisterKeys.all, params] as const,
};

/** GET registro-huespedes: one page, the previous one kept while the next loads (issue 36, administrators). */
export function useGuestRegister(params: RegistroParams, enabled: boolean) {
  return useQuery({
    queryKey: guestRegisterKeys.page(params),
    queryFn: ({ signal }) => getRegistroHuespedes(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
