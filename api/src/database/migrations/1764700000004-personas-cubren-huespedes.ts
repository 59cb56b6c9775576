import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stay's people never fewer than its registered guests (issue 36): `huespedes_hasta_personas` refuses a guest
 * beyond the people count; this is its other side, lowering `reservas.cantidad_personas` below the guests already
 * saved. The UPDATE holds the stay's row lock, the same lock the guests' trigger takes first, so a guest being saved
 * at the same moment is either counted here or counted against the new people count there. DETAIL carries the
 * guests' number, which the API's message names (reserva-write-refusals.ts).
 */
export class PersonasCubrenHuespedes1764700000004 implements MigrationInterface {
  name = 'PersonasCubrenHuespedes1764700000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION reservas_personas_cubren_huespedes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        cuantos integer;
      BEGIN
        SELECT count(*) INTO cuantos FROM huespedes WHERE reserva_id = NEW.id;
        IF cuantos > NEW.cantidad_personas THEN
          RAISE EXCEPTION 'La reserva % tiene % huéspedes: no puede quedar en % personas', NEW.id, cuantos, NEW.cantidad_personas
            USING ERRCODE = 'check_violation', CONSTRAINT = 'reservas_personas_cubren_huespedes', DETAIL = cuantos::text;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_personas_cubren_huespedes_trg AFTER UPDATE OF cantidad_personas ON reservas
      FOR EACH ROW WHEN (NEW.cantidad_personas < OLD.cantidad_personas)
      EXECUTE FUNCTION reservas_personas_cubren_huespedes()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS reservas_personas_cubren_huespedes_trg ON reservas`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS reservas_personas_cubren_huespedes()`);
  }
}
