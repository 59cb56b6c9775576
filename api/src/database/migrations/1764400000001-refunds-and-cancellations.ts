import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and cancellations (issue 32, docs/stay-account.md):
 * - `reembolsos`: money given back, one row per refund (method, date, who). Its trigger keeps the reservation's
 *   `total_pagado` net of refunds (payments less refunds: what the stay holds) and `total_reembolsado` beside it, in
 *   the same transaction; `reservas_pagado_no_excede` (total_pagado >= 0) then refuses refunds above what was paid,
 *   whoever writes. The trigger's UPDATE takes the reservation's row lock, so simultaneous refunds queue there and
 *   each sees what the previous ones left. ON DELETE RESTRICT: a stay with refunds is never deleted. Nobody deletes
 *   refunds (a refund given is a fact: a wrong one is corrected by a payment); `TRUNCATE` in the tests only.
 * - `reservas.cancelacion_*`: why a stay was cancelled (cancellation.ts's list), the note for «Otro», when and by
 *   whom. The history keeps every earlier cancellation of a stay that came back.
 * - A cancelled stay owes nothing: its amount is what it holds (payments less refunds). A BEFORE trigger sets it
 *   whoever cancels (the action, PUT reservas, a no-show, the holds' sweep, psql) and `reservas_cancelada_sin_saldo`
 *   checks it. Stays cancelled before this migration owed their old balance on paper: their amount becomes what they
 *   hold, as the default policy («conservar») does from now on; the history records the change (by 'sistema').
 *   `monto_antes_de_cancelar` keeps the amount it had: a stay made live again (cancelled by mistake) gets it back,
 *   unless the same write sets another amount.
 * - `configuracion.cancelacion_dinero`: what a cancellation that does not say (PUT reservas) does with the money.
 */
export class RefundsAndCancellations1764400000001 implements MigrationInterface {
  name = 'RefundsAndCancellations1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reembolsos (
        id serial PRIMARY KEY,
        reserva_id integer NOT NULL REFERENCES reservas(id) ON DELETE RESTRICT,
        monto numeric(12,2) NOT NULL CONSTRAINT reembolsos_monto_positivo CHECK (monto > 0),
        metodo_pago varchar(20) NOT NULL CHECK (metodo_pago IN ('efectivo', 'transferencia', 'tarjeta')),
        fecha date NOT NULL DEFAULT (now() AT TIME ZONE 'America/Argentina/San_Luis')::date,
        observaciones text,
        created_by integer REFERENCES usuarios(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX reembolsos_reserva_idx ON reembolsos (reserva_id, fecha, id) INCLUDE (monto)`);
    await queryRunner.query(`CREATE INDEX reembolsos_fecha_idx ON reembolsos (fecha, id)`);
    await queryRunner.query(`ALTER TABLE reservas ADD COLUMN total_reembolsado numeric(12,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE FUNCTION reembolsos_total_pagado() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE reservas SET total_pagado = total_pagado + OLD.monto, total_reembolsado = total_reembolsado - OLD.monto
          WHERE id = OLD.reserva_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE reservas SET total_pagado = total_pagado - NEW.monto, total_reembolsado = total_reembolsado + NEW.monto
          WHERE id = NEW.reserva_id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reembolsos_total_pagado_trg AFTER INSERT OR DELETE OR UPDATE OF monto, reserva_id ON reembolsos
      FOR EACH ROW EXECUTE FUNCTION reembolsos_total_pagado()`);
    await queryRunner.query(`
      CREATE TRIGGER reembolsos_historial AFTER INSERT OR UPDATE OR DELETE ON reembolsos
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('reembolso', '')`);

    await queryRunner.query(`
      ALTER TABLE reservas
        ADD COLUMN cancelacion_motivo varchar(20) CONSTRAINT reservas_cancelacion_motivo_check CHECK (cancelacion_motivo IN
          ('desistio', 'cambio_planes', 'clima', 'sin_sena', 'duplicada', 'otro', 'sin_indicar')),
        ADD COLUMN cancelacion_detalle varchar(300),
        ADD COLUMN cancelada_at timestamptz,
        ADD COLUMN cancelada_por varchar(100)`);
    // The derived total is left out of the history like total_pagado.
    await queryRunner.query(`DROP TRIGGER reservas_historial ON reservas`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_historial AFTER INSERT OR UPDATE OR DELETE ON reservas
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('reserva', 'total_pagado,total_reembolsado,monto_antes_de_cancelar,observaciones_busqueda,updated_at')`);
    await queryRunner.query(`ALTER TABLE reservas ADD COLUMN monto_antes_de_cancelar numeric(12,2)`);
    await queryRunner.query(`
      UPDATE reservas SET monto_antes_de_cancelar = monto_total, monto_total = total_pagado
      WHERE estado = 'cancelada' AND monto_total > total_pagado`);
    // A cancelled stay owes nothing, whoever cancels it (the action, PUT reservas, a no-show, the holds' sweep, psql):
    // its amount is what it holds, set before the row is written, and a refund on it lowers both.
    await queryRunner.query(`
      CREATE FUNCTION reservas_cancelada_sin_saldo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.estado = 'cancelada' THEN
          IF TG_OP = 'INSERT' OR OLD.estado <> 'cancelada' THEN NEW.monto_antes_de_cancelar := NEW.monto_total; END IF;
          NEW.monto_total := NEW.total_pagado;
        ELSIF TG_OP = 'UPDATE' AND OLD.estado = 'cancelada' THEN
          -- Made live again (by mistake cancelled): the amount it had comes back unless the same write sets another.
          IF NEW.monto_total IS NOT DISTINCT FROM OLD.monto_total AND OLD.monto_antes_de_cancelar IS NOT NULL THEN
            NEW.monto_total := OLD.monto_antes_de_cancelar;
          END IF;
          NEW.monto_antes_de_cancelar := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_cancelada_sin_saldo_trg BEFORE INSERT OR UPDATE ON reservas
      FOR EACH ROW EXECUTE FUNCTION reservas_cancelada_sin_saldo()`);
    await queryRunner.query(`
      ALTER TABLE reservas ADD CONSTRAINT reservas_cancelada_sin_saldo CHECK (estado <> 'cancelada' OR monto_total = total_pagado)`);

    await queryRunner.query(`
      ALTER TABLE configuracion ADD COLUMN cancelacion_dinero varchar(10) NOT NULL DEFAULT 'conservar'
        CHECK (cancelacion_dinero IN ('conservar', 'reembolsar'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion DROP COLUMN cancelacion_dinero`);
    await queryRunner.query(`ALTER TABLE reservas DROP CONSTRAINT reservas_cancelada_sin_saldo`);
    await queryRunner.query(`DROP TRIGGER reservas_cancelada_sin_saldo_trg ON reservas`);
    await queryRunner.query(`DROP FUNCTION reservas_cancelada_sin_saldo()`);
    await queryRunner.query(`DROP TRIGGER reservas_historial ON reservas`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_historial AFTER INSERT OR UPDATE OR DELETE ON reservas
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('reserva', 'total_pagado,observaciones_busqueda,updated_at')`);
    await queryRunner.query(`
      UPDATE reservas SET monto_total = monto_antes_de_cancelar WHERE monto_antes_de_cancelar IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE reservas DROP COLUMN cancelacion_motivo, DROP COLUMN cancelacion_detalle, DROP COLUMN cancelada_at,
        DROP COLUMN cancelada_por, DROP COLUMN monto_antes_de_cancelar`);
    await queryRunner.query(`UPDATE reservas SET monto_total = greatest(monto_total, total_pagado + total_reembolsado), total_pagado = total_pagado + total_reembolsado`);
    await queryRunner.query(`DROP TABLE reembolsos`);
    await queryRunner.query(`DROP FUNCTION reembolsos_total_pagado()`);
    await queryRunner.query(`ALTER TABLE reservas DROP COLUMN total_reembolsado`);
  }
}
