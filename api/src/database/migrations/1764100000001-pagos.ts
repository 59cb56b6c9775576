import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 16): `pagos`, one row per amount received, and `reservas.total_pagado`, the sum of a
 * reservation's payments kept in the reservation's own row by a trigger in the same transaction as each payment.
 * Why kept and not summed on every read: the Reservas list filters on the balance («Con saldo pendiente»), which a
 * sum would have to compute for every reservation before choosing a page; measured in docs/payments.md (bench/payments).
 * The invariants live here, not in the API:
 * - `reservas_pagado_no_excede`: what was paid never exceeds the total. The trigger's UPDATE takes the reservation's
 *   row lock, so simultaneous payments queue on it and each one checks the sum the previous one left; lowering a
 *   total below what was paid is refused by the same constraint.
 * - `pagos.reserva_id` ON DELETE RESTRICT: a reservation with payments cannot be deleted (it is cancelled instead).
 * - `pagos.created_by` references the user who recorded it (users are never deleted, only disabled).
 */
export class Pagos1764100000001 implements MigrationInterface {
  name = 'Pagos1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pagos (
        id serial PRIMARY KEY,
        reserva_id integer NOT NULL REFERENCES reservas(id) ON DELETE RESTRICT,
        monto numeric(12,2) NOT NULL CONSTRAINT pagos_monto_positivo CHECK (monto > 0),
        metodo_pago varchar(20) NOT NULL CHECK (metodo_pago IN ('efectivo', 'transferencia', 'tarjeta')),
        fecha_pago date NOT NULL DEFAULT (now() AT TIME ZONE 'America/Argentina/San_Luis')::date,
        observaciones text,
        created_by integer REFERENCES usuarios(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A reservation's payments in date order (the detail panel) and their sum, from the index alone.
    await queryRunner.query(`CREATE INDEX pagos_reserva_idx ON pagos (reserva_id, fecha_pago, id) INCLUDE (monto)`);
    // The cash-basis report reads payments by date.
    await queryRunner.query(`CREATE INDEX pagos_fecha_idx ON pagos (fecha_pago, id)`);

    await queryRunner.query(`ALTER TABLE reservas ADD COLUMN total_pagado numeric(12,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE reservas ADD CONSTRAINT reservas_pagado_no_excede CHECK (total_pagado >= 0 AND total_pagado <= monto_total)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION pagos_total_pagado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE reservas SET total_pagado = total_pagado - OLD.monto WHERE id = OLD.reserva_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE reservas SET total_pagado = total_pagado + NEW.monto WHERE id = NEW.reserva_id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER pagos_total_pagado_trg AFTER INSERT OR DELETE OR UPDATE OF monto, reserva_id ON pagos
      FOR EACH ROW EXECUTE FUNCTION pagos_total_pagado()`);
    // «Con saldo pendiente» in the list's default order, read in order instead of filtering every reservation.
    await queryRunner.query(
      `CREATE INDEX reservas_con_saldo_idx ON reservas (fecha_entrada DESC, id DESC)
       WHERE total_pagado < monto_total AND estado <> 'cancelada'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS reservas_con_saldo_idx`);
    await queryRunner.query(`DROP TABLE IF EXISTS pagos`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS pagos_total_pagado()`);
    await queryRunner.query(`ALTER TABLE reservas DROP CONSTRAINT IF EXISTS reservas_pagado_no_excede`);
    await queryRunner.query(`ALTER TABLE reservas DROP COLUMN IF EXISTS total_pagado`);
  }
}
