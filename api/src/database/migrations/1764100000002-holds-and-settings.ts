import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Holds and settings (issue 16):
 * - `reservas.estado` may be 'pendiente' (a hold, pre-reserva) with `vence_el`, its expiry; a hold without an
 *   expiry is impossible. The exclusion constraint already counts every state but 'cancelada', so a live hold
 *   blocks its unit; an expired one is cancelled inside the next booking's transaction or by the sweep
 *   (reservas/stale-holds-sweep.ts). The partial index serves the sweep and the «Vencen hoy» list.
 * - `configuracion`: one row (id 1) of settings with who changed them last and when; its CHECKs repeat the form's
 *   rules (schemas/configuracion.ts) so no writer can store what the hold message cannot use.
 */
export class HoldsAndSettings1764100000002 implements MigrationInterface {
  name = 'HoldsAndSettings1764100000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reservas DROP CONSTRAINT reservas_estado_check`);
    await queryRunner.query(`
      ALTER TABLE reservas
        ADD CONSTRAINT reservas_estado_check CHECK (estado IN ('activa', 'finalizada', 'cancelada', 'pendiente')),
        ADD COLUMN vence_el timestamptz,
        ADD CONSTRAINT reservas_prereserva_vence CHECK (estado <> 'pendiente' OR vence_el IS NOT NULL)`);
    await queryRunner.query(`CREATE INDEX reservas_prereservas_idx ON reservas (vence_el) WHERE estado = 'pendiente'`);
    await queryRunner.query(`
      CREATE TABLE configuracion (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        sena_porcentaje integer NOT NULL DEFAULT 30 CHECK (sena_porcentaje BETWEEN 0 AND 100),
        horas_prereserva integer NOT NULL DEFAULT 24 CHECK (horas_prereserva BETWEEN 1 AND 720),
        alias_bancario varchar(20) CHECK (alias_bancario ~ '^[A-Za-z0-9.-]{6,20}$'),
        cbu char(22) CHECK (cbu ~ '^[0-9]{22}$'),
        titular_cuenta varchar(100),
        whatsapp_negocio varchar(30),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(50)
      )`);
    await queryRunner.query(`INSERT INTO configuracion (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE configuracion`);
    await queryRunner.query(`DROP INDEX reservas_prereservas_idx`);
    await queryRunner.query(`UPDATE reservas SET estado = 'cancelada' WHERE estado = 'pendiente'`);
    await queryRunner.query(`
      ALTER TABLE reservas
        DROP CONSTRAINT reservas_prereserva_vence,
        DROP COLUMN vence_el,
        DROP CONSTRAINT reservas_estado_check,
        ADD CONSTRAINT reservas_estado_check CHECK (estado IN ('activa', 'finalizada', 'cancelada'))`);
  }
}
