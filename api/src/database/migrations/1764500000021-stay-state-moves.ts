import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stay states as one table (issue 33, docs/reservations.md «Stay states»): the same table as
 * libs/contracts/src/stay-state-moves.ts, held by PostgreSQL whoever writes (the API, a script, psql). Written out
 * here, not imported: a migration never changes with the code (a test checks both tables agree).
 * - `estadia_estado(...)`: the state a row is in, read from `estado` and the front desk's columns; null when they
 *   disagree (a check-out on a stay that is not finalizada, a cancelled stay with a check-in).
 * - `estadia_movimiento_permitido(desde, hacia)`: the moves the features make.
 * - `reservas_estado_movimiento_trg`: a new row must be coherent, and a change of state must be a move of the table;
 *   else SQLSTATE SM409 (constraint `reservas_estado_movimiento`), DETAIL `desde>hacia` (for an incoherent row the
 *   state its `estado` asks for, or nothing when `estado` did not change), which the API answers as a 409 naming
 *   the state the stay is in. A row already incoherent (written before this) may be set right. What the
 *   CHECKs of migration 1764200000002 refuse (a check-out before any check-in, a no-show after one), they word.
 */
export class StayStateMoves1764500000021 implements MigrationInterface {
  name = 'StayStateMoves1764500000021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION estadia_estado(estado text, checkin_at timestamptz, checkout_at timestamptz, no_show boolean)
      RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          WHEN no_show THEN
            CASE WHEN estado IN ('cancelada', 'finalizada') AND checkin_at IS NULL AND checkout_at IS NULL THEN 'no_show' END
          WHEN checkout_at IS NOT NULL THEN CASE WHEN estado = 'finalizada' AND checkin_at IS NOT NULL THEN 'salio' END
          WHEN estado = 'pendiente' THEN CASE WHEN checkin_at IS NULL THEN 'prereserva' END
          WHEN estado = 'cancelada' THEN CASE WHEN checkin_at IS NULL THEN 'cancelada' END
          WHEN estado = 'finalizada' THEN 'finalizada'
          WHEN estado = 'activa' THEN CASE WHEN checkin_at IS NULL THEN 'activa' ELSE 'en_casa' END
        END $$`);
    await queryRunner.query(`
      CREATE FUNCTION estadia_movimiento_permitido(desde text, hacia text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
        SELECT desde = hacia OR (desde, hacia) IN (VALUES
          ('prereserva', 'activa'), ('prereserva', 'cancelada'), ('prereserva', 'no_show'),
          ('activa', 'en_casa'), ('activa', 'salio'), ('activa', 'finalizada'), ('activa', 'cancelada'), ('activa', 'no_show'),
          ('en_casa', 'salio'),
          ('finalizada', 'activa'), ('finalizada', 'salio'),
          ('cancelada', 'activa'))
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION reservas_estado_movimiento() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        desde text;
        hacia text := estadia_estado(NEW.estado, NEW.checkin_at, NEW.checkout_at, NEW.no_show);
      BEGIN
        IF (NEW.checkout_at IS NOT NULL AND (NEW.checkin_at IS NULL OR NEW.checkout_at < NEW.checkin_at))
           OR (NEW.no_show AND NEW.checkin_at IS NOT NULL) THEN
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          desde := estadia_estado(OLD.estado, OLD.checkin_at, OLD.checkout_at, OLD.no_show);
          IF desde IS NULL OR desde IS NOT DISTINCT FROM hacia THEN RETURN NEW; END IF;
          IF hacia IS NOT NULL AND estadia_movimiento_permitido(desde, hacia) THEN RETURN NEW; END IF;
        ELSIF hacia IS NOT NULL THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'La reserva no puede pasar de % a %', coalesce(desde, '(nueva)'), coalesce(hacia, NEW.estado || ' (incoherente)')
          USING ERRCODE = 'SM409', CONSTRAINT = 'reservas_estado_movimiento',
                DETAIL = coalesce(desde, '') || '>' || coalesce(hacia, CASE
                  WHEN TG_OP = 'UPDATE' AND NEW.estado = OLD.estado THEN ''
                  WHEN NEW.estado = 'pendiente' THEN 'prereserva' ELSE NEW.estado END);
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_estado_movimiento_trg BEFORE INSERT OR UPDATE OF estado, checkin_at, checkout_at, no_show
      ON reservas FOR EACH ROW EXECUTE FUNCTION reservas_estado_movimiento()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER reservas_estado_movimiento_trg ON reservas`);
    await queryRunner.query(`DROP FUNCTION reservas_estado_movimiento()`);
    await queryRunner.query(`DROP FUNCTION estadia_movimiento_permitido(text, text)`);
    await queryRunner.query(`DROP FUNCTION estadia_estado(text, timestamptz, timestamptz, boolean)`);
  }
}
