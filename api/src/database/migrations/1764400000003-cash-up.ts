import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cash-up («Caja», issue 32, docs/cash-up.md): `cierres_caja`, one row each time a user closes their till of a day.
 * - Once per user and day: the partial unique index `cierres_caja_una_vigente` over the closures not reopened, so two
 *   closes sent at once (to one replica or two) leave exactly one; the loser's INSERT waits for the winner's commit
 *   and is refused (23505), which the API answers as a Spanish 409.
 * - The expected cash is the server's snapshot at closing time (cash in less cash out of that user's day); the
 *   difference (counted − expected) is a generated column, so it never disagrees with the two amounts.
 * - A closure is a signed count: it never changes, except to be reopened once by an administrator with a reason
 *   (`reabierto_*`, all three or none). A trigger refuses any other update and every delete: nobody deletes from this
 *   table (`TRUNCATE` in the tests only). Reopening leaves the row and frees the day for a new closure.
 * - In the history as entity `cierre_caja` (the close and its reopening, with who and when).
 * Users are never deleted (they are disabled), so the references hold; ON DELETE RESTRICT says so.
 */
export class CashUp1764400000003 implements MigrationInterface {
  name = 'CashUp1764400000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cierres_caja (
        id serial PRIMARY KEY,
        usuario_id integer NOT NULL REFERENCES usuarios(id) ON DELETE RESTRICT,
        fecha date NOT NULL,
        efectivo_esperado numeric(12,2) NOT NULL,
        efectivo_contado numeric(12,2) NOT NULL CONSTRAINT cierres_caja_contado_no_negativo CHECK (efectivo_contado >= 0),
        diferencia numeric(12,2) GENERATED ALWAYS AS (efectivo_contado - efectivo_esperado) STORED,
        observaciones varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        reabierto_at timestamptz,
        reabierto_por integer REFERENCES usuarios(id) ON DELETE RESTRICT,
        reabierto_motivo varchar(300),
        CONSTRAINT cierres_caja_reapertura_completa CHECK (
          (reabierto_at IS NULL AND reabierto_por IS NULL AND reabierto_motivo IS NULL)
          OR (reabierto_at IS NOT NULL AND reabierto_por IS NOT NULL AND coalesce(btrim(reabierto_motivo), '') <> ''))
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX cierres_caja_una_vigente ON cierres_caja (usuario_id, fecha) WHERE reabierto_at IS NULL`);
    // The closures of a day or a month (the list, the print sheet), and a till's earlier (reopened) closures.
    await queryRunner.query(`CREATE INDEX cierres_caja_fecha_idx ON cierres_caja (fecha, usuario_id, id)`);
    await queryRunner.query(`
      CREATE FUNCTION cierres_caja_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'Los cierres de caja no se eliminan: un administrador puede reabrirlos' USING ERRCODE = 'restrict_violation';
        END IF;
        IF OLD.reabierto_at IS NOT NULL
           OR (NEW.usuario_id, NEW.fecha, NEW.efectivo_esperado, NEW.efectivo_contado, NEW.observaciones, NEW.created_at)
              IS DISTINCT FROM (OLD.usuario_id, OLD.fecha, OLD.efectivo_esperado, OLD.efectivo_contado, OLD.observaciones, OLD.created_at) THEN
          RAISE EXCEPTION 'Un cierre de caja no se modifica: solo se reabre, una vez' USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER cierres_caja_inmutable_trg BEFORE UPDATE OR DELETE ON cierres_caja
      FOR EACH ROW EXECUTE FUNCTION cierres_caja_inmutable()`);
    await queryRunner.query(`
      CREATE TRIGGER cierres_caja_historial AFTER INSERT OR UPDATE OR DELETE ON cierres_caja
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('cierre_caja', '')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cierres_caja`);
    await queryRunner.query(`DROP FUNCTION cierres_caja_inmutable()`);
  }
}
