/** The extras a charge can be taken from (issue 32): the catalogue's, those still offered. */
import { listExtras } from '@camping/contracts/api/extras';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { extrasKey } from './stay-query-keys';
import { useServerData, type ServerData } from './use-server-data';

export function useExtrasOffered(): ServerData<Extra[]> {
  return useServerData({
    what: [...extrasKey, 'ofrecidos'],
    load: async (signal) => (await listExtras(signal)).extras.filter((e) => e.activo),
    fallback: MSG_CUENTA.errorCargarExtras,
  });
}
