import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the change being written: the session user of the request, carried through the request's async work
 * (ActorInterceptor sets it for every call with a session). Transactions.run hands it to PostgreSQL as `app.usuario`
 * for the history's triggers; work outside a request (sweeps, CLI, demo data) has none and is recorded as 'sistema'.
 */
const actor = new AsyncLocalStorage<string>();

export function currentActor(): string | undefined {
  return actor.getStore();
}

/** Runs `work` as `usuario`: every transaction it opens through Transactions records that user in the history. */
export function runAs<T>(usuario: string, work: () => T): T {
  return actor.run(usuario, work);
}
