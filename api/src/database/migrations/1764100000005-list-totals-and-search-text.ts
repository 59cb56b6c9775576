import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What makes a page of the admin lists about twice as cheap (issue 12, issue 21; docs/performance.md):
 * - `reservas_totales` (one row per lodging type) and `clientes_totales` (one row): how many rows each table holds,
 *   kept exact by statement-level triggers in the same transaction as every insert, delete, type change and
 *   truncate. Counting 100,000 reservations for the unfiltered page's total took 9-12 ms of a 13 ms page; reading
 *   four rows takes microseconds. A counter row is locked from a write until its commit, so writes of one type take
 *   turns at that point; a reception desk writes a few rows a minute. The rows never grow in number.
 * - `reservas.observaciones_busqueda`, the observations' search text stored (always f_unaccent(lower(observaciones))),
 *   now under reservas_observaciones_trgm_idx: a trigram LIKE rechecks every candidate, and computing unaccent for
 *   the 3,300 rows a common word ('cuna') finds took 12 of a page's 13 ms. The same change clientes.busqueda had.
 * - `clientes.apellido_orden` and `nombre_orden`, the Spanish sort keys stored (f_unaccent(lower(...))), now under
 *   clientes_orden_idx and clientes_nombre_completo_idx (the Reservas list's client order): sorting the ~1,000
 *   clients a surname finds computed unaccent twice per client (3-4 ms), the ~3,000 reservations they hold 20 ms.
 */
export class ListTotalsAndSearchText1764100000005 implements MigrationInterface {
  name = 'ListTotalsAndSearchText1764100000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Nobody writes while the totals are counted and their triggers created, so they start exact.
    await queryRunner.query(`LOCK TABLE reservas, clientes IN SHARE ROW EXCLUSIVE MODE`);

    await queryRunner.query(
      `ALTER TABLE reservas ADD COLUMN observaciones_busqueda text
       GENERATED ALWAYS AS (f_unaccent(lower(observaciones))) STORED`,
    );
    await queryRunner.query(`DROP INDEX reservas_observaciones_trgm_idx`);
    await queryRunner.query(
      `CREATE INDEX reservas_observaciones_trgm_idx ON reservas
       USING gin (observaciones_busqueda gin_trgm_ops) WITH (fastupdate = off)`,
    );

    await queryRunner.query(
      `ALTER TABLE clientes
         ADD COLUMN apellido_orden text GENERATED ALWAYS AS (f_unaccent(lower(apellido))) STORED,
         ADD COLUMN nombre_orden text GENERATED ALWAYS AS (f_unaccent(lower(nombre))) STORED`,
    );
    await queryRunner.query(`DROP INDEX clientes_orden_idx`);
    await queryRunner.query(`CREATE INDEX clientes_orden_idx ON clientes (apellido_orden, nombre_orden, id)`);
    await queryRunner.query(`DROP INDEX clientes_nombre_completo_idx`);
    await queryRunner.query(
      `CREATE INDEX clientes_nombre_completo_idx ON clientes ((apellido_orden || ' ' || nombre_orden))`,
    );

    await queryRunner.query(`
      CREATE TABLE reservas_totales (
        tipo_hospedaje_id int PRIMARY KEY REFERENCES tipos_hospedaje(id) ON DELETE CASCADE,
        total bigint NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO reservas_totales (tipo_hospedaje_id, total)
      SELECT t.id, (SELECT count(*) FROM reservas r WHERE r.tipo_hospedaje_id = t.id) FROM tipos_hospedaje t`);
    // One function for insert, update and delete: +1 per new row, -1 per old row, by type; an update that keeps the
    // type nets 0 and writes nothing. Rows are taken in type order, so two writers never wait for each other crosswise.
    await queryRunner.query(`
      CREATE FUNCTION reservas_totales_al_escribir() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO reservas_totales AS t (tipo_hospedaje_id, total)
          SELECT tipo_hospedaje_id, count(*) FROM nuevas GROUP BY tipo_hospedaje_id ORDER BY tipo_hospedaje_id
          ON CONFLICT (tipo_hospedaje_id) DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO reservas_totales AS t (tipo_hospedaje_id, total)
          SELECT tipo_hospedaje_id, -count(*) FROM viejas GROUP BY tipo_hospedaje_id ORDER BY tipo_hospedaje_id
          ON CONFLICT (tipo_hospedaje_id) DO UPDATE SET total = t.total + EXCLUDED.total;
        ELSE
          INSERT INTO reservas_totales AS t (tipo_hospedaje_id, total)
          SELECT tipo_hospedaje_id, sum(cambio) FROM (
            SELECT tipo_hospedaje_id, 1 AS cambio FROM nuevas
            UNION ALL SELECT tipo_hospedaje_id, -1 FROM viejas
          ) AS cambios
          GROUP BY tipo_hospedaje_id HAVING sum(cambio) <> 0 ORDER BY tipo_hospedaje_id
          ON CONFLICT (tipo_hospedaje_id) DO UPDATE SET total = t.total + EXCLUDED.total;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_totales_insert AFTER INSERT ON reservas REFERENCING NEW TABLE AS nuevas
      FOR EACH STATEMENT EXECUTE FUNCTION reservas_totales_al_escribir()`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_totales_delete AFTER DELETE ON reservas REFERENCING OLD TABLE AS viejas
      FOR EACH STATEMENT EXECUTE FUNCTION reservas_totales_al_escribir()`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_totales_update AFTER UPDATE ON reservas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
      FOR EACH STATEMENT EXECUTE FUNCTION reservas_totales_al_escribir()`);
    await queryRunner.query(`
      CREATE FUNCTION reservas_totales_al_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE reservas_totales SET total = 0;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_totales_truncate AFTER TRUNCATE ON reservas
      FOR EACH STATEMENT EXECUTE FUNCTION reservas_totales_al_vaciar()`);

    await queryRunner.query(`
      CREATE TABLE clientes_totales (
        unica boolean PRIMARY KEY DEFAULT true CHECK (unica),
        total bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO clientes_totales (total) SELECT count(*) FROM clientes`);
    await queryRunner.query(`
      CREATE FUNCTION clientes_totales_al_escribir() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE clientes_totales SET total = total + (SELECT count(*) FROM nuevas);
        ELSE
          UPDATE clientes_totales SET total = total - (SELECT count(*) FROM viejas);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER clientes_totales_insert AFTER INSERT ON clientes REFERENCING NEW TABLE AS nuevas
      FOR EACH STATEMENT EXECUTE FUNCTION clientes_totales_al_escribir()`);
    await queryRunner.query(`
      CREATE TRIGGER clientes_totales_delete AFTER DELETE ON clientes REFERENCING OLD TABLE AS viejas
      FOR EACH STATEMENT EXECUTE FUNCTION clientes_totales_al_escribir()`);
    await queryRunner.query(`
      CREATE FUNCTION clientes_totales_al_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE clientes_totales SET total = 0;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER clientes_totales_truncate AFTER TRUNCATE ON clientes
      FOR EACH STATEMENT EXECUTE FUNCTION clientes_totales_al_vaciar()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS clientes_totales_${trigger} ON clientes`);
    }
    for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS reservas_totales_${trigger} ON reservas`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_totales_al_escribir()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_totales_al_vaciar()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS reservas_totales_al_escribir()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS reservas_totales_al_vaciar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS clientes_totales`);
    await queryRunner.query(`DROP TABLE IF EXISTS reservas_totales`);
    await queryRunner.query(`DROP INDEX IF EXISTS clientes_orden_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS clientes_nombre_completo_idx`);
    await queryRunner.query(`ALTER TABLE clientes DROP COLUMN IF EXISTS apellido_orden, DROP COLUMN IF EXISTS nombre_orden`);
    await queryRunner.query(
      `CREATE INDEX clientes_orden_idx ON clientes (f_unaccent(lower(apellido)), f_unaccent(lower(nombre)), id)`,
    );
    await queryRunner.query(
      `CREATE INDEX clientes_nombre_completo_idx ON clientes (f_unaccent(lower(apellido || ' ' || nombre)))`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS reservas_observaciones_trgm_idx`);
    await queryRunner.query(`ALTER TABLE reservas DROP COLUMN IF EXISTS observaciones_busqueda`);
    await queryRunner.query(
      `CREATE INDEX reservas_observaciones_trgm_idx ON reservas
       USING gin (f_unaccent(lower(observaciones)) gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }
}
