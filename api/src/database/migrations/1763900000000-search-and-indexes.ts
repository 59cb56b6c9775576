import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the API's queries need (docs/api.md):
 * - accent- and case-insensitive search: an IMMUTABLE wrapper of `unaccent` (the extension's own function is only
 *   STABLE, so it cannot be indexed) and trigram indexes (pg_trgm) for `LIKE '%texto%'` on clients and observations;
 * - one person, one client: documento is unique once dots, dashes and spaces are ignored ('30.111.222' = '30111222');
 * - stays that touch a date window (calendar range, occupancy, occupied dates) through a GiST index on the stay;
 * - reservations by unit (search by unit number, deleting a unit).
 */
export class SearchAndIndexes1763900000000 implements MigrationInterface {
  name = 'SearchAndIndexes1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [{ schema }] = await queryRunner.query(
      `SELECT quote_ident(n.nspname) AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
       WHERE e.extname = 'unaccent'`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT ${schema}.unaccent('${schema}.unaccent'::regdictionary, $1) $$`);
    // PostgreSQL 17+ builds and analyses indexes with search_path = pg_catalog, pg_temp: a function used by an index
    // must name the functions it calls with their schema. (Fixed in place: unqualified, this migration could not run
    // on PostgreSQL 17+ at all, so no such database had applied it.)
    const [{ own }] = await queryRunner.query(`SELECT quote_ident(current_schema()) AS own`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ${own}.documento_normalizado(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT pg_catalog.upper(pg_catalog.regexp_replace($1, '[^0-9A-Za-z]', '', 'g')) $$`);
    // Both name orders, the documento as typed and bare, the phone as typed and its digits; '|' keeps fields apart.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION ${own}.cliente_busqueda(nombre text, apellido text, documento text, telefono text)
      RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ${own}.f_unaccent(pg_catalog.lower(
        nombre || ' ' || apellido || '|' || apellido || ' ' || nombre || '|' || documento || '|' ||
        ${own}.documento_normalizado(documento) || '|' || coalesce(telefono, '') || '|' ||
        coalesce(pg_catalog.regexp_replace(telefono, '[^0-9]', '', 'g'), '')
      )) $$`);

    await queryRunner.query(
      `CREATE UNIQUE INDEX clientes_documento_normalizado_unico ON clientes (documento_normalizado(documento))`,
    );
    await queryRunner.query(
      `CREATE INDEX clientes_busqueda_trgm_idx ON clientes
       USING gin (cliente_busqueda(nombre, apellido, documento, telefono) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX reservas_observaciones_trgm_idx ON reservas USING gin (f_unaccent(lower(observaciones)) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX reservas_estancia_idx ON reservas USING gist (daterange(fecha_entrada, fecha_salida, '[]'))`,
    );
    await queryRunner.query(`CREATE INDEX reservas_hospedaje_idx ON reservas (hospedaje_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'reservas_hospedaje_idx',
      'reservas_estancia_idx',
      'reservas_observaciones_trgm_idx',
      'clientes_busqueda_trgm_idx',
      'clientes_documento_normalizado_unico',
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS cliente_busqueda(text, text, text, text)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS documento_normalizado(text)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS f_unaccent(text)`);
  }
}
