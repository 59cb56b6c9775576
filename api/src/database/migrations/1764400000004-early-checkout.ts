import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Early check-out (issue 32, docs/stay-account.md):
 * - `configuracion.salida_anticipada_cobro`: what a guest leaving before the booked day is charged unless the clerk
 *   says otherwise: the whole stay (default, as before) or the nights used.
 * - `reservas.ingreso_no_registrado`: the guest left without an arrival on record; the check-out records the arrival
 *   at the same moment (so `reservas_checkout_tras_checkin` still holds) and this says it was not really seen.
 */
export class EarlyCheckout1764400000004 implements MigrationInterface {
  name = 'EarlyCheckout1764400000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE configuracion ADD COLUMN salida_anticipada_cobro varchar(20) NOT NULL DEFAULT 'estadia_completa'
        CHECK (salida_anticipada_cobro IN ('estadia_completa', 'noches_usadas'))`);
    await queryRunner.query(`ALTER TABLE reservas ADD COLUMN ingreso_no_registrado boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reservas DROP COLUMN ingreso_no_registrado`);
    await queryRunner.query(`ALTER TABLE configuracion DROP COLUMN salida_anticipada_cobro`);
  }
}
