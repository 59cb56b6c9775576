import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 33 (docs/channels.md): one sync per calendar at a time, and a channel booking that closes all its nights.
 *
 * - `calendarios_externos.sincronizando_hasta`: the lease of a running sync (fetch, parse and apply take up to a
 *   minute, so no transaction or session lock is held across them); taken in one UPDATE by «Sincronizar ahora» or the
 *   periodic claim, released at the end, expired if a replica died mid-sync.
 * - `bloqueos.parte`: an event over one of our stays becomes one block per run of nights that do not clash (0, 1, … in
 *   date order), so the unique key of an imported block is now (calendar, UID, run). Manual blocks are always run 0.
 * - `conflictos.choque_entrada/choque_salida`: the nights the event and our stay share, [entrada, salida), inside the
 *   event's. Open conflicts get them from their stay; a stale one (its stay moved, not yet resolved by a sync) gets the
 *   event's nights, and its next sync corrects or resolves it.
 */
export class IcalSyncLeaseAndFreeNights1764500000011 implements MigrationInterface {
  name = 'IcalSyncLeaseAndFreeNights1764500000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE calendarios_externos ADD COLUMN sincronizando_hasta timestamptz`);

    await queryRunner.query(`
      ALTER TABLE bloqueos
        ADD COLUMN parte smallint NOT NULL DEFAULT 0,
        ADD CONSTRAINT bloqueos_parte CHECK (parte >= 0 AND (calendario_id IS NOT NULL OR parte = 0)),
        DROP CONSTRAINT bloqueos_evento_unico,
        ADD CONSTRAINT bloqueos_tramo_unico UNIQUE (calendario_id, uid, parte)`);

    await queryRunner.query(`ALTER TABLE conflictos ADD COLUMN choque_entrada date, ADD COLUMN choque_salida date`);
    await queryRunner.query(`
      UPDATE conflictos k SET
        choque_entrada = CASE WHEN c.compartidas IS NULL OR isempty(c.compartidas) THEN k.fecha_entrada ELSE lower(c.compartidas) END,
        choque_salida = CASE WHEN c.compartidas IS NULL OR isempty(c.compartidas) THEN k.fecha_salida ELSE upper(c.compartidas) END
      FROM (
        SELECT k2.id, daterange(k2.fecha_entrada, k2.fecha_salida, '[)') * daterange(r.fecha_entrada, r.fecha_salida, '[)') AS compartidas
        FROM conflictos k2 JOIN reservas r ON r.id = k2.reserva_id
      ) c
      WHERE c.id = k.id`);
    await queryRunner.query(`
      ALTER TABLE conflictos
        ALTER COLUMN choque_entrada SET NOT NULL,
        ALTER COLUMN choque_salida SET NOT NULL,
        ADD CONSTRAINT conflictos_choque CHECK (
          fecha_entrada <= choque_entrada AND choque_entrada < choque_salida AND choque_salida <= fecha_salida)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE conflictos DROP CONSTRAINT conflictos_choque, DROP COLUMN choque_entrada, DROP COLUMN choque_salida`);
    // Runs after the first of each event go: the old key allows one block per event.
    await queryRunner.query(`DELETE FROM bloqueos WHERE parte > 0`);
    await queryRunner.query(`
      ALTER TABLE bloqueos
        DROP CONSTRAINT bloqueos_tramo_unico,
        DROP CONSTRAINT bloqueos_parte,
        DROP COLUMN parte,
        ADD CONSTRAINT bloqueos_evento_unico UNIQUE (calendario_id, uid)`);
    await queryRunner.query(`ALTER TABLE calendarios_externos DROP COLUMN sincronizando_hasta`);
  }
}
