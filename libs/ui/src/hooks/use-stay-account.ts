/** A stay's account (issue 32, «Charges»): its lines and totals, read again when the stay's figures change. */
import { getCuenta } from '@camping/contracts/api/cuenta';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Cuenta } from '@camping/contracts/schemas/cuenta';
import { stayKeys } from './stay-query-keys';
import { useServerData, type ServerData } from './use-server-data';

/** `refresh`: the stay's figures as the screen holds them (an edit of its amount changes its lodging). */
export function useStayAccount(reservaId: number, refresh: string): ServerData<Cuenta> {
  return useServerData({ what: stayKeys.cuenta(reservaId), refresh, load: (signal) => getCuenta(reservaId, signal), fallback: MSG_CUENTA.errorCargarCuenta });
}
