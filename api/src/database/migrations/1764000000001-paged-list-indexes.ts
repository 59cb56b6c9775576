import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every sortable column of the paged Reservas list but the unit, in order with the id that breaks ties. */
const RESERVAS_ORDEN: Array<[string, string]> = [
  ['reservas_salida_idx', 'fecha_salida, id'],
  ['reservas_noches_idx', '(fecha_salida - fecha_entrada), id'],
  ['reservas_personas_idx', 'cantidad_personas, id'],
  ['reservas_monto_idx', 'monto_total, id'],
  ['reservas_estado_idx', 'estado, id'],
];

/**
 * What the paged lists of the admin screens need (GET reservas?page=, GET clientes?page=; docs/reservations.md,
 * benchmark):
 * - a client's reservations of one type in entry order, with their ids, straight from the index: a search by client
 *   finds thousands of reservations, and counting them and choosing the page then reads no table rows. It starts
 *   with cliente_id, so it replaces reservas_cliente_idx;
 * - each sort of the Reservas list read in order (entry date already had reservas_entrada_idx; the client's name
 *   through clientes_nombre_completo_idx), so a page costs the page, not a sort of every reservation;
 * - the clients in the Clientes list's default order (Spanish: accents and case ignored);
 * - the client search text stored in a generated column (`busqueda`, always cliente_busqueda() of the row) with the
 *   trigram index on it: a LIKE on a trigram index rechecks every candidate row, and recomputing cliente_busqueda()
 *   (unaccent and two regexp_replace) for the ~1,000 clients a surname finds took 14 ms of a 30 ms page; reading the
 *   stored text takes 1 ms. Same name, same text, same fastupdate = off.
 * Writes are few (a reception desk): the extra indexes cost little where the reads save a sort of 100,000 rows.
 */
export class PagedListIndexes1764000000001 implements MigrationInterface {
  name = 'PagedListIndexes1764000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX reservas_cliente_tipo_entrada_idx ON reservas (cliente_id, tipo_hospedaje_id, fecha_entrada, id)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS reservas_cliente_idx`);
    for (const [name, columns] of RESERVAS_ORDEN) await queryRunner.query(`CREATE INDEX ${name} ON reservas (${columns})`);
    await queryRunner.query(
      `CREATE INDEX clientes_nombre_completo_idx ON clientes (f_unaccent(lower(apellido || ' ' || nombre)))`,
    );
    await queryRunner.query(
      `CREATE INDEX clientes_orden_idx ON clientes (f_unaccent(lower(apellido)), f_unaccent(lower(nombre)), id)`,
    );
    await queryRunner.query(
      `ALTER TABLE clientes ADD COLUMN busqueda text
       GENERATED ALWAYS AS (cliente_busqueda(nombre, apellido, documento, telefono)) STORED`,
    );
    await queryRunner.query(`DROP INDEX clientes_busqueda_trgm_idx`);
    await queryRunner.query(
      `CREATE INDEX clientes_busqueda_trgm_idx ON clientes USING gin (busqueda gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS clientes_busqueda_trgm_idx`);
    await queryRunner.query(`ALTER TABLE clientes DROP COLUMN IF EXISTS busqueda`);
    await queryRunner.query(
      `CREATE INDEX clientes_busqueda_trgm_idx ON clientes
       USING gin (cliente_busqueda(nombre, apellido, documento, telefono) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS clientes_orden_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS clientes_nombre_completo_idx`);
    for (const [name] of RESERVAS_ORDEN) await queryRunner.query(`DROP INDEX IF EXISTS ${name}`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS reservas_cliente_idx ON reservas (cliente_id)`);
    await queryRunner.query(`DROP INDEX IF EXISTS reservas_cliente_tipo_entrada_idx`);
  }
}
