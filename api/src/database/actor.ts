import { AsyncLocalStorage } from 'node:async_hooks';
import type { WriteTrail } from './write-trail';

/**
 * Who is making the change being written: the session user of the request, carried through the request's async work.
 * Transactions.run hands it to PostgreSQL as `app.usuario` for the history's triggers; work outside a request (sweeps,
 * CLI, demo data) has none and is recorded as 'sistema'.
 *
 * A request that may write (any method but GET, HEAD and OPTIONS: those never write, http/write-guards.ts) runs in a
 * scope opened just before its handler and closed when its answer is sent (http/actor-scope.ts); SessionGuard names
 * its user (actAs). The storage is switched off whenever no scope is open: on Node 20 an AsyncLocalStorage in use
 * makes every promise of the process run async hooks (an await costs three times as much), which was a fifth of the
 * work of a read that never needed it (docs/performance.md). A scope must not be relied on by work that outlives it.
 */
export interface ActorScope {
  usuario?: string;
  closed: boolean;
  /** What the request's transactions did and may still do (write-trail.ts), once it opened one. */
  writes?: WriteTrail;
}

const actor = new AsyncLocalStorage<ActorScope>();
let openScopes = 0;

export function currentActor(): string | undefined {
  return actor.getStore()?.usuario;
}

/** The current request's scope (none outside a request that may write). */
export function currentScope(): ActorScope | undefined {
  return actor.getStore();
}

/** A scope still without a user, open until closeScope; run work in it with runInScope. */
export function openScope(usuario?: string): ActorScope {
  openScopes += 1;
  return { usuario, closed: false };
}

/** Closes a scope (again: nothing); the last one open switches the storage off. */
export function closeScope(scope: ActorScope): void {
  if (scope.closed) return;
  scope.closed = true;
  openScopes -= 1;
  if (openScopes === 0) actor.disable();
}

/**
 * Keeps the storage on for `ms` more, whatever scopes close meanwhile: a write the deadline answered keeps running
 * (http/request-deadline.ts) after its scope is closed by that answer, and must still find its scope, which tells its
 * transactions not to start or commit; with the storage off it would find none.
 */
export function holdScopes(ms: number): void {
  openScopes += 1;
  setTimeout(() => {
    openScopes -= 1;
    if (openScopes === 0) actor.disable();
  }, ms).unref();
}

export function runInScope<T>(scope: ActorScope, work: () => T): T {
  return actor.run(scope, work);
}

/** How many scopes are open (0: the storage is off). */
export function openScopeCount(): number {
  return openScopes;
}

/**
 * Runs `work` as `usuario`: every transaction it opens through Transactions records that user in the history, until
 * `work` (or the promise it returns) ends.
 */
export function runAs<T>(usuario: string, work: () => T): T {
  const scope = openScope(usuario);
  let result: T;
  try {
    result = runInScope(scope, work);
  } catch (error) {
    closeScope(scope);
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => closeScope(scope)) as T;
  closeScope(scope);
  return result;
}

/** Names the user of the current request's scope (none outside a request that may write: nothing to name). */
export function actAs(usuario: string): void {
  const scope = actor.getStore();
  if (scope) scope.usuario = usuario;
}
