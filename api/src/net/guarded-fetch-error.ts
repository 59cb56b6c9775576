/** Why a guarded fetch failed. Only the server's log sees it: callers answer one message for every case. */
export type GuardedFetchReason = 'esquema' | 'direccion' | 'redirecciones' | 'estado' | 'tamano' | 'tiempo' | 'red';

/**
 * A guarded fetch that did not bring a body. The reason and detail are for the log (an operator fixing a feed); the
 * answer to the caller never shows them, so that refused, unreachable, closed and filtered look alike from outside and
 * the server cannot be used to map ports.
 */
export class GuardedFetchError extends Error {
  constructor(
    readonly reason: GuardedFetchReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
