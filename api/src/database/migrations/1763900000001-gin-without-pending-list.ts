import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search indexes without GIN's pending list (fastupdate). With it, rows written since the last vacuum wait in an
 * unsorted list that every search scans one by one: after loading 5,000 clients a search took 250 ms instead of
 * 0.2 ms (docs/api.md, benchmark). Writes to these tables are few (a reception desk), so each one updates the index
 * directly. Whatever is already pending is merged now.
 */
const INDEXES = ['clientes_busqueda_trgm_idx', 'reservas_observaciones_trgm_idx'];

export class GinWithoutPendingList1763900000001 implements MigrationInterface {
  name = 'GinWithoutPendingList1763900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) await queryRunner.query(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
}
