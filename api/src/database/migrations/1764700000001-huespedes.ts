import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who sleeps in each stay (issue 36, docs/front-desk.md «Huéspedes»):
 * - `huespedes`: the titular (at most one per stay) and every other occupant: name, document type and number,
 *   nationality, birth date. A document is compared normalised (documento_normalizado, the clients' rule) and is
 *   unique within its stay; a birth date after today is refused by the API (a CHECK cannot read the clock reliably),
 *   before 1900 by the CHECK. Never more guests than the stay's people: the trigger `huespedes_hasta_personas_trg`
 *   locks the stay's row and counts, so two clerks saving at once cannot both pass. Deleted with their stay.
 * - `reservas.modelo_vehiculo`, `patente`: the vehicle of this stay (the client's is only the form's suggestion);
 *   `reservas.hora_llegada`: the arrival time recorded at check-in (the clerk may record it after the fact).
 * - `configuracion.checkin_huespedes` ('titular' | 'todos') and `checkin_datos` (documento, nacionalidad,
 *   fecha_nacimiento): what a check-in requires (default: the titular's document).
 * Audited by the history's trigger (entity `huesped`); the stay's new columns by the reservations' own.
 */
export class Huespedes1764700000001 implements MigrationInterface {
  name = 'Huespedes1764700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE huespedes (
        id serial PRIMARY KEY,
        reserva_id integer NOT NULL REFERENCES reservas(id) ON DELETE CASCADE,
        titular boolean NOT NULL DEFAULT false,
        nombre varchar(100) NOT NULL CONSTRAINT huespedes_nombre_no_vacio CHECK (btrim(nombre) <> ''),
        apellido varchar(100) NOT NULL CONSTRAINT huespedes_apellido_no_vacio CHECK (btrim(apellido) <> ''),
        tipo_documento varchar(10) CONSTRAINT huespedes_tipo_documento_valido
          CHECK (tipo_documento IN ('dni', 'pasaporte', 'cedula', 'otro')),
        documento varchar(20),
        nacionalidad varchar(60),
        fecha_nacimiento date CONSTRAINT huespedes_nacimiento_valido CHECK (fecha_nacimiento >= DATE '1900-01-01'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT huespedes_documento_con_tipo CHECK ((documento IS NULL) = (tipo_documento IS NULL)),
        CONSTRAINT huespedes_documento_no_vacio CHECK (documento IS NULL OR documento_normalizado(documento) <> '')
      )`);
    await queryRunner.query(`CREATE INDEX huespedes_reserva_idx ON huespedes (reserva_id, titular DESC, id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX huespedes_documento_unico ON huespedes (reserva_id, documento_normalizado(documento))
       WHERE documento IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX huespedes_titular_unico ON huespedes (reserva_id) WHERE titular`);

    await queryRunner.query(`
      CREATE FUNCTION huespedes_hasta_personas() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        personas integer;
        cuantos integer;
      BEGIN
        -- The stay's row lock serialises every writer of its guests (and of its people count).
        SELECT cantidad_personas INTO personas FROM reservas WHERE id = NEW.reserva_id FOR UPDATE;
        SELECT count(*) INTO cuantos FROM huespedes WHERE reserva_id = NEW.reserva_id;
        IF cuantos > personas THEN
          RAISE EXCEPTION 'La reserva % tiene % personas: no admite % huéspedes', NEW.reserva_id, personas, cuantos
            USING ERRCODE = 'check_violation', CONSTRAINT = 'huespedes_hasta_personas';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER huespedes_hasta_personas_trg AFTER INSERT OR UPDATE OF reserva_id ON huespedes
      FOR EACH ROW EXECUTE FUNCTION huespedes_hasta_personas()`);
    await queryRunner.query(`
      CREATE TRIGGER huespedes_historial AFTER INSERT OR UPDATE OR DELETE ON huespedes
      FOR EACH ROW EXECUTE FUNCTION historial_registrar('huesped', 'created_at,updated_at')`);

    await queryRunner.query(`
      ALTER TABLE reservas
        ADD COLUMN modelo_vehiculo varchar(60),
        ADD COLUMN patente varchar(15),
        ADD COLUMN hora_llegada time(0)`);
    await queryRunner.query(`
      ALTER TABLE configuracion
        ADD COLUMN checkin_huespedes varchar(10) NOT NULL DEFAULT 'titular'
          CONSTRAINT configuracion_checkin_huespedes_valido CHECK (checkin_huespedes IN ('titular', 'todos')),
        ADD COLUMN checkin_datos text[] NOT NULL DEFAULT '{documento}'
          CONSTRAINT configuracion_checkin_datos_validos
          CHECK (checkin_datos <@ ARRAY['documento', 'nacionalidad', 'fecha_nacimiento']::text[])`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion DROP COLUMN checkin_huespedes, DROP COLUMN checkin_datos`);
    await queryRunner.query(`ALTER TABLE reservas DROP COLUMN modelo_vehiculo, DROP COLUMN patente, DROP COLUMN hora_llegada`);
    await queryRunner.query(`DROP TABLE huespedes`);
    await queryRunner.query(`DROP FUNCTION huespedes_hasta_personas()`);
  }
}
