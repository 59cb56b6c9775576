import type { Pool, PoolClient } from 'pg';

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/** What pg's client knows of its connection: `readyForQuery` is false while a statement still waits for its answer. */
interface ClientState {
  readyForQuery?: boolean;
}

/**
 * Why a connection coming back to the pool must not serve anyone else, or undefined when it is clean: a statement
 * still without an answer (the driver's query timeout gave up on a frozen server: its answer would reach the next
 * user), or a transaction still open or aborted (its ROLLBACK failed or was skipped: the next user's statements would
 * run inside it, or fail with `current transaction is aborted`).
 */
export function uncleanConnection(client: PoolClient): Error | undefined {
  if ((client as unknown as ClientState).readyForQuery === false) return new Error('connection still waiting for an answer');
  const status = client.getTransactionStatus();
  if (status !== null && status !== 'I') return new Error(`connection left inside a transaction (${status})`);
  return undefined;
}

/**
 * Makes the pool discard, instead of reuse, every connection released unclean (uncleanConnection). pg-pool destroys a
 * client released with an error (`release(err)`), but TypeORM releases its query runners without one even after a
 * failed ROLLBACK, and neither looks at the connection's state: after PostgreSQL froze and thawed, connections came
 * back inside aborted transactions and the next session check answered 500 (issue 33). pg-pool has no hook on
 * release, so its `connect` is wrapped: every client it hands out, to TypeORM or to `pool.query`, releases through
 * the check.
 */
export function discardUncleanConnections(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const connectChecked = (callback: ConnectCallback): void => {
    connect((error, client, done) => {
      if (error || !client) {
        callback(error, client, done);
        return;
      }
      const release = client.release.bind(client);
      const checked = (err?: Error | boolean) => release(err || uncleanConnection(client));
      client.release = checked;
      callback(undefined, client, checked);
    });
  };
  // pg's `connect` is overloaded: with a callback it answers through it, without one it returns a promise.
  const guarded = (callback?: ConnectCallback): Promise<PoolClient> | undefined => {
    if (callback) {
      connectChecked(callback);
      return undefined;
    }
    return new Promise((resolve, reject) => {
      connectChecked((error, client) => (error || !client ? reject(error) : resolve(client)));
    });
  };
  pool.connect = guarded as Pool['connect'];
}
