import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cuenta, CUENTA_DE_LA_FILA, RESERVAS_SIN_HISTORIAL, CONCEPTO_ALOJAMIENTO, CONCEPTO_DESCUENTO, MOTIVO_DESCUENTO, MOTIVO_DESCUENTO_EDITADO, MENSAJE_CANCELADA } from './1764400000005-stay-charges.words';

/**
 * The stay's charges (issue 32, docs/stay-account.md «Charges»): the account of a stay as lines.
 * - `extras`: the catalogue kept in Configuración (name, price, per night or once). Nobody deletes from it: an extra
 *   no longer offered is retired (`activo = false`) and stays on the stays that have it (its lines copy the name and
 *   the price, and reference it ON DELETE RESTRICT). In the history as entity `extra`.
 * - `cuenta_lineas`: one row per line of a stay's account: its lodging (exactly one), extras from the catalogue,
 *   manual charges (a concept and an amount) and discounts (with a reason, an amount or a percentage). Staff delete
 *   charges and discounts one at a time (never the lodging); a stay deleted takes its lines with it (its BEFORE DELETE
 *   trigger; a stay can only be deleted while it has no payments). In the history as entity `linea_cuenta`; the lines
 *   the stay's own writes make (its lodging and its «Descuento» when booked, their changes by PUT reservas, their
 *   removal with the stay) are told once, by the reservation's own history rows (monto_total, descuento); what a line
 *   added from the account changes on the stay is told once, by the line's row.
 * - The spec's `monto_total` stays the stay's amount and always equals charges minus discounts. The row keeps the
 *   sums (`monto_alojamiento`, `cargos_adicionales`, and the spec's own `descuento`, now every discount), kept by the
 *   lines' trigger in the same transaction (increments: two lines added at once queue on the stay's row lock and each
 *   adds to what the other left), and the CHECK `reservas_monto_es_cuenta` states the rule. A cancelled stay's amount
 *   is what it kept (`reservas_cancelada_sin_saldo_trg`, migration 1764400000001): for it the rule holds for the amount
 *   it had (`monto_antes_de_cancelar`, given back if it is made live again), and its lines are frozen.
 * - Writers that know nothing of lines keep working, whoever they are (the spec's PUT and POST reservas, the early
 *   check-out, scripts): a new stay's amount becomes its lodging line and its `descuento` a discount line «Descuento»;
 *   a later write of `monto_total` moves the lodging so the total is what was written (who and when recorded on the
 *   line); a write of `descuento` alone moves the stay's own discount line and the total follows it. A BEFORE trigger
 *   makes the row agree, an AFTER trigger makes the lines agree with the row.
 * - `reservas_pagado_no_excede` (total_pagado <= monto_total) still refuses a total below what was paid, whichever
 *   line lowers it.
 * Existing stays get their lines here: the lodging is their amount plus their discount, the discount a line of its own.
 */
export class StayCharges1764400000005 implements MigrationInterface {
  name = 'StayCharges1764400000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE extras (
        id serial PRIMARY KEY,
        nombre varchar(60) NOT NULL CONSTRAINT extras_nombre_no_vacio CHECK (btrim(nombre) <> ''),
        precio numeric(12,2) NOT NULL CONSTRAINT extras_precio_valido CHECK (precio > 0 AND precio <= 99999999.99),
        cobro varchar(10) NOT NULL CONSTRAINT extras_cobro_valido CHECK (cobro IN ('por_noche', 'unico')),
        activo boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX extras_nombre_unico ON extras (lower(btrim(nombre)))`);

    await queryRunner.query(`
      CREATE TABLE cuenta_lineas (
        id serial PRIMARY KEY,
        reserva_id integer NOT NULL REFERENCES reservas(id) ON DELETE RESTRICT,
        tipo varchar(12) NOT NULL CONSTRAINT cuenta_lineas_tipo_valido CHECK (tipo IN ('alojamiento', 'extra', 'manual', 'descuento')),
        concepto varchar(120) NOT NULL CONSTRAINT cuenta_lineas_concepto_no_vacio CHECK (btrim(concepto) <> ''),
        extra_id integer REFERENCES extras(id) ON DELETE RESTRICT,
        cobro varchar(10) CHECK (cobro IN ('por_noche', 'unico')),
        cantidad integer CHECK (cantidad BETWEEN 1 AND 99),
        noches integer CHECK (noches BETWEEN 1 AND 3660),
        precio_unitario numeric(12,2) CHECK (precio_unitario > 0),
        porcentaje smallint CHECK (porcentaje BETWEEN 1 AND 100),
        monto numeric(12,2) NOT NULL,
        motivo varchar(300),
        de_la_reserva boolean NOT NULL DEFAULT false,
        created_by integer REFERENCES usuarios(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        ajustado_por integer REFERENCES usuarios(id) ON DELETE RESTRICT,
        ajustado_at timestamptz,
        CONSTRAINT cuenta_lineas_alojamiento_no_negativo CHECK (tipo <> 'alojamiento' OR monto >= 0),
        CONSTRAINT cuenta_lineas_monto_positivo CHECK (tipo = 'alojamiento' OR monto > 0),
        CONSTRAINT cuenta_lineas_extra_completo CHECK (
          (tipo = 'extra') = (extra_id IS NOT NULL)
          AND (tipo <> 'extra' OR (cantidad IS NOT NULL AND precio_unitario IS NOT NULL AND cobro IS NOT NULL
               AND (cobro = 'unico') = (noches IS NULL) AND monto = precio_unitario * cantidad * coalesce(noches, 1)))),
        CONSTRAINT cuenta_lineas_descuento_con_motivo CHECK (tipo <> 'descuento' OR coalesce(btrim(motivo), '') <> ''),
        CONSTRAINT cuenta_lineas_solo_descuentos CHECK ((NOT de_la_reserva AND porcentaje IS NULL) OR tipo = 'descuento')
      )`);
    // A stay's lines in order (its account), from the index alone for the sums' checks.
    await queryRunner.query(`CREATE INDEX cuenta_lineas_reserva_idx ON cuenta_lineas (reserva_id, id)`);
    await queryRunner.query(`CREATE UNIQUE INDEX cuenta_lineas_un_alojamiento ON cuenta_lineas (reserva_id) WHERE tipo = 'alojamiento'`);
    await queryRunner.query(`CREATE UNIQUE INDEX cuenta_lineas_un_descuento_de_reserva ON cuenta_lineas (reserva_id) WHERE de_la_reserva`);
    // The catalogue's reference: an extra's lines, found without reading every line (retiring one checks nothing, but
    // a DELETE attempted by hand checks the RESTRICT reference).
    await queryRunner.query(`CREATE INDEX cuenta_lineas_extra_idx ON cuenta_lineas (extra_id) WHERE extra_id IS NOT NULL`);

    await queryRunner.query(`
      ALTER TABLE reservas
        ADD COLUMN monto_alojamiento numeric(12,2) NOT NULL DEFAULT 0,
        ADD COLUMN cargos_adicionales numeric(12,2) NOT NULL DEFAULT 0`);
    // The kept sums are derived, like total_pagado; and what a line changed on the stay (its amount, its discount) is
    // told once, by the line's own history row.
    await queryRunner.query(`DROP TRIGGER reservas_historial ON reservas`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_historial AFTER INSERT OR UPDATE OR DELETE ON reservas FOR EACH ROW
      WHEN (current_setting('camping.cuenta_desde_lineas', true) IS DISTINCT FROM 'si')
      EXECUTE FUNCTION historial_registrar('reserva', '${RESERVAS_SIN_HISTORIAL}')`);

    // Existing stays: a cancelled one without the amount it had (cancelled before it was kept) had what it holds.
    await queryRunner.query(`
      UPDATE reservas SET monto_antes_de_cancelar = monto_total WHERE estado = 'cancelada' AND monto_antes_de_cancelar IS NULL`);
    await queryRunner.query(`
      UPDATE reservas SET monto_alojamiento = ${CUENTA_DE_LA_FILA} + descuento`);
    await queryRunner.query(`
      INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto, created_at)
      SELECT id, 'alojamiento', '${CONCEPTO_ALOJAMIENTO}', monto_alojamiento, created_at FROM reservas`);
    await queryRunner.query(`
      INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto, motivo, de_la_reserva, created_at)
      SELECT id, 'descuento', '${CONCEPTO_DESCUENTO}', descuento, '${MOTIVO_DESCUENTO}', true, created_at FROM reservas WHERE descuento > 0`);
    await queryRunner.query(`
      ALTER TABLE reservas
        ADD CONSTRAINT reservas_alojamiento_no_negativo CHECK (monto_alojamiento >= 0),
        ADD CONSTRAINT reservas_monto_es_cuenta CHECK (
          ${CUENTA_DE_LA_FILA} IS NOT NULL AND ${CUENTA_DE_LA_FILA} = monto_alojamiento + cargos_adicionales - descuento)`);

    // The row agrees with itself: a writer that set the amount or the discount straight gets the sums moved.
    await queryRunner.query(`
      CREATE FUNCTION reservas_cuenta() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        nueva numeric := ${cuenta('NEW')};
      BEGIN
        IF TG_OP = 'INSERT' THEN
          -- A new stay: what it was booked for (before its discount) is its lodging; its lines are written after it.
          NEW.monto_alojamiento := nueva + NEW.descuento - NEW.cargos_adicionales;
          RETURN NEW;
        END IF;
        IF nueva IS NOT DISTINCT FROM NEW.monto_alojamiento + NEW.cargos_adicionales - NEW.descuento THEN RETURN NEW; END IF;
        IF OLD.estado = 'cancelada' AND NEW.estado = 'cancelada' THEN
          RAISE EXCEPTION '${MENSAJE_CANCELADA}' USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_reserva_cancelada';
        END IF;
        IF NEW.descuento IS DISTINCT FROM OLD.descuento AND nueva IS NOT DISTINCT FROM ${cuenta('OLD')} THEN
          -- Only the discount was written: the total follows it.
          nueva := NEW.monto_alojamiento + NEW.cargos_adicionales - NEW.descuento;
          IF NEW.estado = 'cancelada' THEN NEW.monto_antes_de_cancelar := nueva; ELSE NEW.monto_total := nueva; END IF;
        ELSE
          -- The amount was written (with or without the discount): the lodging takes the difference.
          NEW.monto_alojamiento := nueva + NEW.descuento - NEW.cargos_adicionales;
        END IF;
        RETURN NEW;
      END $$`);
    // After reservas_cancelada_sin_saldo_trg (triggers fire by name): a cancelled stay's kept amount is already set.
    await queryRunner.query(`
      CREATE TRIGGER reservas_cuenta_trg BEFORE INSERT OR UPDATE ON reservas FOR EACH ROW EXECUTE FUNCTION reservas_cuenta()`);

    // The lines agree with the row, unless the row was written by the lines' own trigger.
    await queryRunner.query(`
      CREATE FUNCTION reservas_cuenta_lineas() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor integer;
        dd numeric;
        linea record;
      BEGIN
        IF current_setting('camping.cuenta_desde_lineas', true) = 'si' THEN RETURN NULL; END IF;
        PERFORM set_config('camping.cuenta_reconciliando', 'si', true);
        actor := (SELECT id FROM usuarios WHERE usuario = nullif(current_setting('app.usuario', true), ''));
        IF TG_OP = 'INSERT' THEN
          INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto, created_by, created_at)
          VALUES (NEW.id, 'alojamiento', '${CONCEPTO_ALOJAMIENTO}', NEW.monto_alojamiento, actor, NEW.created_at);
          IF NEW.descuento > 0 THEN
            INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto, motivo, de_la_reserva, created_by, created_at)
            VALUES (NEW.id, 'descuento', '${CONCEPTO_DESCUENTO}', NEW.descuento, '${MOTIVO_DESCUENTO}', true, actor, NEW.created_at);
          END IF;
        ELSE
          IF NEW.monto_alojamiento IS DISTINCT FROM OLD.monto_alojamiento THEN
            UPDATE cuenta_lineas SET monto = NEW.monto_alojamiento, ajustado_por = actor, ajustado_at = now()
            WHERE reserva_id = NEW.id AND tipo = 'alojamiento';
          END IF;
          dd := NEW.descuento - OLD.descuento;
          IF dd <> 0 THEN
            SELECT id, monto INTO linea FROM cuenta_lineas WHERE reserva_id = NEW.id AND de_la_reserva FOR UPDATE;
            IF coalesce(linea.monto, 0) + dd < 0 THEN
              -- DETAIL: the discounts given from the account, the least the stay's discount can be.
              RAISE EXCEPTION 'El descuento no puede ser menor que los descuentos aplicados desde la cuenta'
                USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_descuento_de_reserva',
                      DETAIL = (OLD.descuento - coalesce(linea.monto, 0))::text;
            ELSIF linea.id IS NULL THEN
              INSERT INTO cuenta_lineas (reserva_id, tipo, concepto, monto, motivo, de_la_reserva, created_by)
              VALUES (NEW.id, 'descuento', '${CONCEPTO_DESCUENTO}', dd, '${MOTIVO_DESCUENTO_EDITADO}', true, actor);
            ELSIF linea.monto + dd = 0 THEN
              DELETE FROM cuenta_lineas WHERE id = linea.id;
            ELSE
              UPDATE cuenta_lineas SET monto = monto + dd, ajustado_por = actor, ajustado_at = now() WHERE id = linea.id;
            END IF;
          END IF;
        END IF;
        PERFORM set_config('camping.cuenta_reconciliando', '', true);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_cuenta_alta_trg AFTER INSERT ON reservas FOR EACH ROW EXECUTE FUNCTION reservas_cuenta_lineas()`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_cuenta_cambio_trg AFTER UPDATE ON reservas FOR EACH ROW
      WHEN (OLD.monto_alojamiento IS DISTINCT FROM NEW.monto_alojamiento OR OLD.descuento IS DISTINCT FROM NEW.descuento)
      EXECUTE FUNCTION reservas_cuenta_lineas()`);

    // A line on a cancelled stay, a line moved to another stay, or the lodging removed: refused whoever writes.
    await queryRunner.query(`
      CREATE FUNCTION cuenta_lineas_guardia() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        estado_reserva text;
      BEGIN
        IF current_setting('camping.cuenta_reconciliando', true) = 'si' THEN RETURN coalesce(NEW, OLD); END IF;
        IF TG_OP = 'UPDATE' AND NEW.reserva_id <> OLD.reserva_id THEN
          RAISE EXCEPTION 'Un cargo o descuento no pasa a otra reserva' USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_lineas_misma_reserva';
        END IF;
        SELECT estado INTO estado_reserva FROM reservas WHERE id = coalesce(NEW.reserva_id, OLD.reserva_id);
        -- Not found: an INSERT the foreign key refuses.
        IF NOT FOUND THEN RETURN coalesce(NEW, OLD); END IF;
        IF estado_reserva = 'cancelada' THEN
          RAISE EXCEPTION '${MENSAJE_CANCELADA}' USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_reserva_cancelada';
        END IF;
        IF TG_OP = 'DELETE' AND OLD.tipo = 'alojamiento' THEN
          RAISE EXCEPTION 'El alojamiento no se quita de la cuenta' USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_alojamiento_no_se_quita';
        END IF;
        RETURN coalesce(NEW, OLD);
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER cuenta_lineas_guardia_trg BEFORE INSERT OR UPDATE OR DELETE ON cuenta_lineas
      FOR EACH ROW EXECUTE FUNCTION cuenta_lineas_guardia()`);

    // The row's sums follow every line, in the same transaction; the stay's amount with them.
    await queryRunner.query(`
      CREATE FUNCTION cuenta_lineas_totales() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        da numeric := 0;
        dc numeric := 0;
        dd numeric := 0;
      BEGIN
        IF current_setting('camping.cuenta_reconciliando', true) = 'si' THEN RETURN NULL; END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          CASE OLD.tipo WHEN 'alojamiento' THEN da := -OLD.monto; WHEN 'descuento' THEN dd := -OLD.monto; ELSE dc := -OLD.monto; END CASE;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          CASE NEW.tipo WHEN 'alojamiento' THEN da := da + NEW.monto; WHEN 'descuento' THEN dd := dd + NEW.monto; ELSE dc := dc + NEW.monto; END CASE;
        END IF;
        PERFORM set_config('camping.cuenta_desde_lineas', 'si', true);
        UPDATE reservas SET
          monto_alojamiento = monto_alojamiento + da,
          cargos_adicionales = cargos_adicionales + dc,
          descuento = descuento + dd,
          monto_total = CASE WHEN estado = 'cancelada' THEN monto_total ELSE monto_total + da + dc - dd END,
          monto_antes_de_cancelar = CASE WHEN estado = 'cancelada' THEN monto_antes_de_cancelar + da + dc - dd
                                         ELSE monto_antes_de_cancelar END
        WHERE id = coalesce(NEW.reserva_id, OLD.reserva_id);
        PERFORM set_config('camping.cuenta_desde_lineas', '', true);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER cuenta_lineas_totales_trg AFTER INSERT OR DELETE OR UPDATE OF monto, tipo ON cuenta_lineas
      FOR EACH ROW EXECUTE FUNCTION cuenta_lineas_totales()`);

    // A stay deleted (only possible without payments) takes its lines, as part of its own deletion.
    await queryRunner.query(`
      CREATE FUNCTION reservas_borrar_cuenta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('camping.cuenta_reconciliando', 'si', true);
        DELETE FROM cuenta_lineas WHERE reserva_id = OLD.id;
        PERFORM set_config('camping.cuenta_reconciliando', '', true);
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_borrar_cuenta_trg BEFORE DELETE ON reservas FOR EACH ROW EXECUTE FUNCTION reservas_borrar_cuenta()`);

    // The lines written by the stay's own writes are told by its own history rows, not twice.
    await queryRunner.query(`
      CREATE TRIGGER cuenta_lineas_historial AFTER INSERT OR UPDATE OR DELETE ON cuenta_lineas FOR EACH ROW
      WHEN (current_setting('camping.cuenta_reconciliando', true) IS DISTINCT FROM 'si')
      EXECUTE FUNCTION historial_registrar('linea_cuenta', 'ajustado_por,ajustado_at')`);
    await queryRunner.query(`
      CREATE TRIGGER extras_historial AFTER INSERT OR UPDATE OR DELETE ON extras
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('extra', 'updated_at')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER reservas_borrar_cuenta_trg ON reservas`);
    await queryRunner.query(`DROP FUNCTION reservas_borrar_cuenta()`);
    await queryRunner.query(`DROP TRIGGER reservas_cuenta_alta_trg ON reservas`);
    await queryRunner.query(`DROP TRIGGER reservas_cuenta_cambio_trg ON reservas`);
    await queryRunner.query(`DROP TRIGGER reservas_cuenta_trg ON reservas`);
    await queryRunner.query(`DROP FUNCTION reservas_cuenta_lineas()`);
    await queryRunner.query(`DROP FUNCTION reservas_cuenta()`);
    await queryRunner.query(`DROP TABLE cuenta_lineas`);
    await queryRunner.query(`DROP FUNCTION cuenta_lineas_guardia()`);
    await queryRunner.query(`DROP FUNCTION cuenta_lineas_totales()`);
    await queryRunner.query(`DROP TABLE extras`);
    await queryRunner.query(`
      ALTER TABLE reservas DROP CONSTRAINT reservas_monto_es_cuenta, DROP CONSTRAINT reservas_alojamiento_no_negativo,
        DROP COLUMN monto_alojamiento, DROP COLUMN cargos_adicionales`);
    await queryRunner.query(`DROP TRIGGER reservas_historial ON reservas`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_historial AFTER INSERT OR UPDATE OR DELETE ON reservas
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('reserva', 'total_pagado,total_reembolsado,monto_antes_de_cancelar,observaciones_busqueda,updated_at')`);
  }
}
