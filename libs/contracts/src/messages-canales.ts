/**
 * Messages of channels' import (issue 33, docs/channels.md): the guarded fetch, the one-at-a-time sync, the clashing
 * nights of a conflict. Apart from MSG (messages.ts) so each file stays readable; like messages.ts it imports nothing,
 * so the federation shares one copy (libs/federation shared-leaf-imports).
 */
export const MSG_CANALES = {
  /**
   * Every way a feed can fail to arrive (refused address, no answer, error status, redirects, too slow, too big) says
   * the same, so the sync cannot be used to map which addresses and ports answer. The log keeps the reason.
   */
  calendarioNoSeLeyo:
    'No se pudo leer el calendario en esa dirección: verifique que sea el enlace de exportación iCal del canal, que sea público y que responda en menos de 15 segundos con menos de 5 MB',
  sincronizacionEnCurso: 'Este calendario ya se está sincronizando: espere a que termine y vuelva a mirar su resultado',
  /** «Sincronizar ahora» of a feed that takes long (a slow channel, a huge feed): answered before the call's deadline. */
  sincronizacionSigue: 'La sincronización sigue en curso: vuelva a mirar su resultado en unos minutos',
} as const;
