import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent writes (issue 33, docs/api.md «Idempotent writes»): one row per caller and Idempotency-Key, written in
 * the same transaction as the write it names (idempotency/), so a committed write always has its key and a
 * rolled-back one none. `huella` is the SHA-256 of the request (method, path and query, canonical JSON body); the
 * answer (status and body as sent) is added once the write has answered. Kept 24 h, then deleted by
 * idempotency/idempotency-purge.ts (docs/data.md); `created_at` serves the purge.
 */
export class IdempotencyKeys1764500000031 implements MigrationInterface {
  name = 'IdempotencyKeys1764500000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE claves_idempotencia (
        usuario_id integer NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
        clave varchar(255) NOT NULL CHECK (clave ~ '^[ -~]{1,255}$'),
        huella bytea NOT NULL CHECK (octet_length(huella) = 32),
        codigo_http smallint CHECK (codigo_http BETWEEN 200 AND 499),
        respuesta text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (usuario_id, clave),
        CONSTRAINT claves_idempotencia_respuesta_completa CHECK ((codigo_http IS NULL) = (respuesta IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX claves_idempotencia_creada_idx ON claves_idempotencia (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE claves_idempotencia`);
  }
}
