import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every rate limit shared by the replicas (issue 12): one counter row per key in `limites`, counted by one atomic
 * upsert, so a burst of any size sees consecutive counts. It replaces `intentos_login` (one row per failure, counted
 * after the password check, never purged). `tareas_programadas` remembers when scheduled work last ran, so the purge
 * runs once per period across replicas. Both tables are purged by auth/expired-rows-purge.ts (docs/data.md).
 */
export class SharedLimits1764000000000 implements MigrationInterface {
  name = 'SharedLimits1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE limites (
        clave varchar(200) PRIMARY KEY,
        cantidad integer NOT NULL CHECK (cantidad >= 0),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX limites_expira_idx ON limites (expires_at)`);
    await queryRunner.query(`DROP TABLE intentos_login`);
    await queryRunner.query(`
      CREATE TABLE tareas_programadas (
        nombre varchar(100) PRIMARY KEY,
        last_run_at timestamptz NOT NULL DEFAULT '-infinity'
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE tareas_programadas`);
    await queryRunner.query(`DROP TABLE limites`);
    await queryRunner.query(`
      CREATE TABLE intentos_login (
        id bigserial PRIMARY KEY,
        clave varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX intentos_login_clave_idx ON intentos_login (clave, created_at)`);
  }
}
