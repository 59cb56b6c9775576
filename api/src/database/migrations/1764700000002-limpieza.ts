import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Housekeeping («Limpieza», issue 36 items 5 and 6; docs/front-desk.md «Limpieza», docs/decisions.md).
 *
 * - `limpieza`: one row per cabin and dormi (id = the unit's), its tapped state limpia / sucia / en limpieza and who
 *   set it when. Its own table, not a column of `hospedajes`: a tap must not move `datos_version`, which drops every
 *   replica's kept reservation reads. New units get their row from a trigger on `hospedajes`.
 * - A check-out makes its unit sucia: a trigger on `reservas.checkout_at` (set once, by «Registrar salida» or a stay
 *   finished by hand), so every writer of a check-out, present or future, does it in the same transaction.
 * - «Fuera de servicio» is a manual block with a reason (`bloqueos.fuera_de_servicio`, the reason in `nota`): its
 *   nights go through `ocupaciones_estadia_bloqueo`, the exclusion constraint that keeps stays off blocked nights,
 *   and every reader of blocks (availability, calendar, Planilla, iCal export) closes them already.
 * - History: `limpieza` and the manual blocks (maintenance and fuera de servicio) write `historial` rows through
 *   `historial_registrar` (who, when, before → after). Imported blocks stay out: the sync rewrites hundreds at once.
 * - Role `limpieza` beside admin and recepcion.
 */
export class Limpieza1764700000002 implements MigrationInterface {
  name = 'Limpieza1764700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE usuarios DROP CONSTRAINT usuarios_rol_check`);
    await queryRunner.query(`ALTER TABLE usuarios ADD CONSTRAINT usuarios_rol_check CHECK (rol IN ('admin', 'recepcion', 'limpieza'))`);

    await queryRunner.query(`
      CREATE TABLE limpieza (
        id integer PRIMARY KEY REFERENCES hospedajes(id) ON DELETE CASCADE,
        estado varchar(12) NOT NULL DEFAULT 'limpia' CHECK (estado IN ('limpia', 'sucia', 'en_limpieza')),
        cambiado_en timestamptz NOT NULL DEFAULT now(),
        cambiado_por varchar(100) NOT NULL DEFAULT 'sistema'
      )`);
    await queryRunner.query(`INSERT INTO limpieza (id) SELECT id FROM hospedajes WHERE tipo_hospedaje_id IN (1, 2)`);
    await queryRunner.query(`
      CREATE FUNCTION limpieza_de_hospedaje() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.tipo_hospedaje_id IN (1, 2) THEN
          INSERT INTO limpieza (id) VALUES (NEW.id) ON CONFLICT (id) DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER hospedajes_limpieza AFTER INSERT OR UPDATE OF tipo_hospedaje_id ON hospedajes
      FOR EACH ROW EXECUTE FUNCTION limpieza_de_hospedaje()`);

    // The unit a guest leaves is sucia, named after whoever recorded the check-out.
    await queryRunner.query(`
      CREATE FUNCTION limpieza_tras_salida() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE limpieza
        SET estado = 'sucia', cambiado_en = now(),
            cambiado_por = coalesce(nullif(current_setting('app.usuario', true), ''), 'sistema')
        WHERE id = NEW.hospedaje_id AND estado <> 'sucia';
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_limpieza_salida AFTER UPDATE OF checkout_at ON reservas
      FOR EACH ROW WHEN (OLD.checkout_at IS NULL AND NEW.checkout_at IS NOT NULL AND NEW.hospedaje_id IS NOT NULL)
      EXECUTE FUNCTION limpieza_tras_salida()`);

    await queryRunner.query(`
      ALTER TABLE bloqueos
        ADD COLUMN fuera_de_servicio boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT bloqueos_fuera_de_servicio CHECK (
          NOT fuera_de_servicio OR (calendario_id IS NULL AND nota IS NOT NULL AND btrim(nota) <> ''))`);
    // The list asks, per unit, for the period covering a day or the next one: few rows, by unit and end.
    await queryRunner.query(`
      CREATE INDEX bloqueos_fuera_de_servicio_idx ON bloqueos (hospedaje_id, fecha_salida) WHERE fuera_de_servicio`);

    await queryRunner.query(`
      CREATE TRIGGER limpieza_historial AFTER INSERT OR UPDATE OR DELETE ON limpieza
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('limpieza', 'cambiado_en,cambiado_por')`);
    for (const [op, fila] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
      await queryRunner.query(`
        CREATE TRIGGER bloqueos_historial_${op.toLowerCase()} AFTER ${op} ON bloqueos
        FOR EACH ROW WHEN (${fila}.calendario_id IS NULL)
        EXECUTE FUNCTION historial_registrar('bloqueo', 'actualizado_en,creado_en')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER bloqueos_historial_${op} ON bloqueos`);
    await queryRunner.query(`DELETE FROM bloqueos WHERE fuera_de_servicio`);
    await queryRunner.query(`ALTER TABLE bloqueos DROP CONSTRAINT bloqueos_fuera_de_servicio, DROP COLUMN fuera_de_servicio`);
    await queryRunner.query(`DROP TRIGGER reservas_limpieza_salida ON reservas`);
    await queryRunner.query(`DROP TRIGGER hospedajes_limpieza ON hospedajes`);
    await queryRunner.query(`DROP TABLE limpieza`);
    await queryRunner.query(`DROP FUNCTION limpieza_tras_salida(), limpieza_de_hospedaje()`);
    await queryRunner.query(`UPDATE usuarios SET rol = 'recepcion', activo = false WHERE rol = 'limpieza'`);
    await queryRunner.query(`ALTER TABLE usuarios DROP CONSTRAINT usuarios_rol_check`);
    await queryRunner.query(`ALTER TABLE usuarios ADD CONSTRAINT usuarios_rol_check CHECK (rol IN ('admin', 'recepcion'))`);
  }
}
