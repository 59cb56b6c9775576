import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows the cached reads show (database/read-cache.ts): a reservation's row joins all four. */
const TABLAS = ['reservas', 'clientes', 'hospedajes', 'tipos_hospedaje'] as const;

/**
 * A version of the booking data, for the reads each replica keeps in memory (database/read-cache.ts): one row whose
 * number goes up in the same transaction as any change to the tables a cached read shows, so a replica that reads the
 * number knows whether what it kept is still exact, whoever wrote.
 * The increment runs at commit (deferred constraint triggers): taking the row's lock last, after every other lock
 * of the transaction, keeps writers from deadlocking on it; a transaction-local flag makes it once per transaction
 * however many rows it wrote. TRUNCATE (tests, restores) increments at once. One row: nothing grows.
 */
export class DataVersion1764300000001 implements MigrationInterface {
  name = 'DataVersion1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE datos_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(`INSERT INTO datos_version DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE FUNCTION datos_version_subir() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('camping.datos_version_subida', true) IS DISTINCT FROM 'si' THEN
          UPDATE datos_version SET version = version + 1;
          PERFORM set_config('camping.datos_version_subida', 'si', true);
        END IF;
        RETURN NULL;
      END $$`);
    for (const tabla of TABLAS) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER ${tabla}_datos_version AFTER INSERT OR UPDATE OR DELETE ON ${tabla}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION datos_version_subir()`);
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_datos_version_vaciar AFTER TRUNCATE ON ${tabla}
        FOR EACH STATEMENT EXECUTE FUNCTION datos_version_subir()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of TABLAS) {
      await queryRunner.query(`DROP TRIGGER ${tabla}_datos_version ON ${tabla}`);
      await queryRunner.query(`DROP TRIGGER ${tabla}_datos_version_vaciar ON ${tabla}`);
    }
    await queryRunner.query(`DROP FUNCTION datos_version_subir()`);
    await queryRunner.query(`DROP TABLE datos_version`);
  }
}
