import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stay states (issue 17, «Hoy»): when the guest arrived and left, and who recorded it; `no_show` (and who marked it) when they
 * never came. The CHECKs keep the states coherent whoever writes (the API, a script, psql): no check-out without a
 * check-in, never before it, and a stay marked as not shown up has no check-in. The partial index serves «Hoy»'s
 * stays with a balance whose departure is that day or past, newest departure first, and
 * their count and sum from the index alone (docs/front-desk.md).
 */
export class StayStates1764200000002 implements MigrationInterface {
  name = 'StayStates1764200000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reservas
        ADD COLUMN checkin_at timestamptz,
        ADD COLUMN checkin_por varchar(50),
        ADD COLUMN checkout_at timestamptz,
        ADD COLUMN checkout_por varchar(50),
        ADD COLUMN no_show boolean NOT NULL DEFAULT false,
        ADD COLUMN no_show_por varchar(50),
        ADD CONSTRAINT reservas_checkout_tras_checkin CHECK (checkout_at IS NULL OR (checkin_at IS NOT NULL AND checkout_at >= checkin_at)),
        ADD CONSTRAINT reservas_no_show_sin_checkin CHECK (NOT no_show OR checkin_at IS NULL)`);
    await queryRunner.query(`
      CREATE INDEX reservas_saldo_salida_idx ON reservas (fecha_salida DESC, id DESC) INCLUDE (monto_total, total_pagado)
      WHERE total_pagado < monto_total AND estado <> 'cancelada'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reservas_saldo_salida_idx`);
    await queryRunner.query(`
      ALTER TABLE reservas
        DROP CONSTRAINT reservas_no_show_sin_checkin,
        DROP CONSTRAINT reservas_checkout_tras_checkin,
        DROP COLUMN no_show_por,
        DROP COLUMN no_show,
        DROP COLUMN checkout_por,
        DROP COLUMN checkout_at,
        DROP COLUMN checkin_por,
        DROP COLUMN checkin_at`);
  }
}
