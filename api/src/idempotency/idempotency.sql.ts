/**
 * The statements of the Idempotency-Key rows (migration 1764500000031, docs/api.md «Idempotent writes»). A key is
 * kept 24 h: a row older than that is gone for every statement here, whether the purge has deleted it yet or not.
 */
export const KEPT_HOURS = 24;
const FRESH = `created_at > now() - interval '${KEPT_HOURS} hours'`;
const EXPIRED = `created_at <= now() - interval '${KEPT_HOURS} hours'`;

/** The caller's row of a key, if fresh, with its age (is its first request still running?). */
export const SQL_FIND_KEY = `
  SELECT huella, codigo_http, respuesta, (extract(epoch FROM now() - created_at) * 1000)::bigint AS edad_ms
  FROM claves_idempotencia
  WHERE usuario_id = $1 AND clave = $2 AND ${FRESH}`;

/**
 * The key's row, without its answer yet, as the first statement of the write's own transaction: committed with the
 * write, or rolled back with it. A row of another transaction still running makes this wait for it (the primary
 * key); a fresh row already there leaves nothing written and nothing returned (taken), an expired one is replaced.
 */
export const SQL_CLAIM_KEY = `
  INSERT INTO claves_idempotencia AS k (usuario_id, clave, huella) VALUES ($1, $2, $3)
  ON CONFLICT (usuario_id, clave) DO UPDATE
    SET huella = excluded.huella, codigo_http = NULL, respuesta = NULL, created_at = now()
    WHERE k.${EXPIRED}
  RETURNING 1`;

/** The first answer, once the write that claimed the key has committed. */
export const SQL_STORE_ANSWER = `
  WITH sin_esperar_disco AS (SELECT set_config('synchronous_commit', 'off', true))
  UPDATE claves_idempotencia SET codigo_http = $3, respuesta = $4
  FROM sin_esperar_disco
  WHERE usuario_id = $1 AND clave = $2 AND codigo_http IS NULL`;

/** Key and answer at once, for a write that ran outside Transactions.run (docs/api.md lists them). */
export const SQL_KEY_WITH_ANSWER = `
  INSERT INTO claves_idempotencia AS k (usuario_id, clave, huella, codigo_http, respuesta) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (usuario_id, clave) DO UPDATE
    SET huella = excluded.huella, codigo_http = excluded.codigo_http, respuesta = excluded.respuesta, created_at = now()
    WHERE k.${EXPIRED}`;

/** The purge (idempotency-purge.ts): every row past its 24 h. */
export const SQL_PURGE_KEYS = `DELETE FROM claves_idempotencia WHERE ${EXPIRED} RETURNING 1`;
