import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * iCal import (issue #19, docs/channels.md): external calendars per unit, blocks, conflicts, the sync interval.
 *
 * One guarantee covers stays and blocks: `ocupaciones` holds one row per live stay of a unit and one per block, kept
 * by triggers in the writing transaction, under the exclusion constraint `ocupaciones_estadia_bloqueo` (same unit,
 * shared night, different kind). A concurrent stay and block on the same night cannot both commit: GiST exclusion
 * makes the second writer wait for the first and then fail with 23P01, whatever the isolation level. Stays among
 * themselves keep `reservas_sin_solapamiento`; blocks may overlap each other (Airbnb and Booking.com both closing a
 * night, maintenance over an imported block), which is harmless. `ocupaciones` has no foreign keys: it is derived,
 * nothing but the triggers writes it, and TRUNCATE of either source clears its half.
 */
export class IcalImport1764200000004 implements MigrationInterface {
  name = 'IcalImport1764200000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE calendarios_externos (
        id serial PRIMARY KEY,
        hospedaje_id integer NOT NULL REFERENCES hospedajes(id) ON DELETE CASCADE,
        nombre varchar(60) NOT NULL CHECK (btrim(nombre) <> ''),
        url varchar(2000) NOT NULL CHECK (url ~* '^https?://'),
        creado_en timestamptz NOT NULL DEFAULT now(),
        creado_por varchar(100),
        ultimo_intento timestamptz,
        ultimo_exito timestamptz,
        eventos integer,
        creados integer,
        movidos integer,
        quitados integer,
        conflictos integer,
        error text,
        UNIQUE (hospedaje_id, url),
        UNIQUE (id, hospedaje_id)
      )`);
    // The periodic sync picks the calendars whose last attempt is the oldest.
    await queryRunner.query(`CREATE INDEX calendarios_externos_intento_idx ON calendarios_externos (ultimo_intento NULLS FIRST)`);

    await queryRunner.query(`
      CREATE TABLE bloqueos (
        id serial PRIMARY KEY,
        hospedaje_id integer NOT NULL REFERENCES hospedajes(id),
        fecha_entrada date NOT NULL,
        fecha_salida date NOT NULL,
        calendario_id integer,
        uid varchar(1000),
        resumen varchar(200),
        nota varchar(500),
        creado_por varchar(100),
        creado_en timestamptz NOT NULL DEFAULT now(),
        actualizado_en timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bloqueos_fechas CHECK (fecha_entrada < fecha_salida),
        -- Imported (calendar + UID) or manual (made by a named staff user): never half of each.
        CONSTRAINT bloqueos_origen CHECK (
          (calendario_id IS NOT NULL AND uid IS NOT NULL AND creado_por IS NULL)
          OR (calendario_id IS NULL AND uid IS NULL AND creado_por IS NOT NULL)),
        -- An imported block belongs to its calendar's unit, and goes with the calendar.
        CONSTRAINT bloqueos_calendario_fk FOREIGN KEY (calendario_id, hospedaje_id)
          REFERENCES calendarios_externos (id, hospedaje_id) ON DELETE CASCADE,
        CONSTRAINT bloqueos_evento_unico UNIQUE (calendario_id, uid)
      )`);
    // Overlap questions about blocks go to ocupaciones (clase 1), whose GiST index is the exclusion constraint's; a
    // second GiST here would only slow the sync's writes. The calendar's window read uses this btree.
    await queryRunner.query(`CREATE INDEX bloqueos_fechas_idx ON bloqueos (fecha_entrada, fecha_salida)`);

    await queryRunner.query(`
      CREATE TABLE ocupaciones (
        hospedaje_id integer NOT NULL,
        noches daterange NOT NULL,
        reserva_id integer UNIQUE,
        bloqueo_id integer UNIQUE,
        clase smallint GENERATED ALWAYS AS (CASE WHEN bloqueo_id IS NULL THEN 0 ELSE 1 END) STORED,
        CHECK ((reserva_id IS NULL) <> (bloqueo_id IS NULL)),
        CONSTRAINT ocupaciones_estadia_bloqueo EXCLUDE USING gist (hospedaje_id WITH =, noches WITH &&, clase WITH <>)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION ocupaciones_de_reserva() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'DELETE' AND NEW.hospedaje_id IS NOT NULL AND NEW.estado <> 'cancelada' THEN
          INSERT INTO ocupaciones (hospedaje_id, noches, reserva_id)
          VALUES (NEW.hospedaje_id, daterange(NEW.fecha_entrada, NEW.fecha_salida, '[)'), NEW.id)
          ON CONFLICT (reserva_id) DO UPDATE SET hospedaje_id = EXCLUDED.hospedaje_id, noches = EXCLUDED.noches;
        ELSIF TG_OP <> 'INSERT' THEN
          DELETE FROM ocupaciones WHERE reserva_id = OLD.id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER reservas_ocupaciones AFTER INSERT OR DELETE OR UPDATE OF hospedaje_id, fecha_entrada, fecha_salida, estado
      ON reservas FOR EACH ROW EXECUTE FUNCTION ocupaciones_de_reserva()`);
    // Blocks arrive by the hundred (one sync statement per calendar): statement-level triggers with transition
    // tables write their occupancy in one statement each, not one trigger call per row.
    await queryRunner.query(`
      CREATE FUNCTION ocupaciones_de_bloqueos() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO ocupaciones (hospedaje_id, noches, bloqueo_id)
          SELECT n.hospedaje_id, daterange(n.fecha_entrada, n.fecha_salida, '[)'), n.id FROM nuevos n;
        ELSIF TG_OP = 'UPDATE' THEN
          UPDATE ocupaciones o SET hospedaje_id = n.hospedaje_id, noches = daterange(n.fecha_entrada, n.fecha_salida, '[)')
          FROM nuevos n
          WHERE o.bloqueo_id = n.id
            AND (o.hospedaje_id, o.noches) IS DISTINCT FROM (n.hospedaje_id, daterange(n.fecha_entrada, n.fecha_salida, '[)'));
        ELSE
          DELETE FROM ocupaciones o USING viejos v WHERE o.bloqueo_id = v.id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER bloqueos_ocupaciones_insert AFTER INSERT ON bloqueos
      REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ocupaciones_de_bloqueos()`);
    await queryRunner.query(`
      CREATE TRIGGER bloqueos_ocupaciones_update AFTER UPDATE ON bloqueos
      REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ocupaciones_de_bloqueos()`);
    await queryRunner.query(`
      CREATE TRIGGER bloqueos_ocupaciones_delete AFTER DELETE ON bloqueos
      REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION ocupaciones_de_bloqueos()`);
    await queryRunner.query(`
      CREATE FUNCTION ocupaciones_truncar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'reservas' THEN DELETE FROM ocupaciones WHERE reserva_id IS NOT NULL;
        ELSE DELETE FROM ocupaciones WHERE bloqueo_id IS NOT NULL;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER reservas_ocupaciones_truncate AFTER TRUNCATE ON reservas FOR EACH STATEMENT EXECUTE FUNCTION ocupaciones_truncar()`);
    await queryRunner.query(`CREATE TRIGGER bloqueos_ocupaciones_truncate AFTER TRUNCATE ON bloqueos FOR EACH STATEMENT EXECUTE FUNCTION ocupaciones_truncar()`);
    await queryRunner.query(`
      INSERT INTO ocupaciones (hospedaje_id, noches, reserva_id)
      SELECT hospedaje_id, daterange(fecha_entrada, fecha_salida, '[)'), id
      FROM reservas WHERE hospedaje_id IS NOT NULL AND estado <> 'cancelada'`);

    await queryRunner.query(`
      CREATE TABLE conflictos (
        id serial PRIMARY KEY,
        calendario_id integer NOT NULL REFERENCES calendarios_externos(id) ON DELETE CASCADE,
        uid varchar(1000) NOT NULL,
        reserva_id integer NOT NULL REFERENCES reservas(id) ON DELETE CASCADE,
        fecha_entrada date NOT NULL,
        fecha_salida date NOT NULL,
        resumen varchar(200),
        estado varchar(10) NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'visto', 'resuelto')),
        detectado_en timestamptz NOT NULL DEFAULT now(),
        visto_en timestamptz,
        visto_por varchar(100),
        resuelto_en timestamptz,
        UNIQUE (calendario_id, uid, reserva_id)
      )`);
    await queryRunner.query(`CREATE INDEX conflictos_abiertos_idx ON conflictos (detectado_en DESC, id DESC) WHERE estado <> 'resuelto'`);
    await queryRunner.query(`CREATE INDEX conflictos_reserva_idx ON conflictos (reserva_id)`);

    await queryRunner.query(`
      ALTER TABLE configuracion
        ADD COLUMN minutos_sincronizacion integer NOT NULL DEFAULT 15 CHECK (minutos_sincronizacion BETWEEN 5 AND 1440)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion DROP COLUMN minutos_sincronizacion`);
    await queryRunner.query(`DROP TABLE conflictos`);
    await queryRunner.query(`DROP TRIGGER reservas_ocupaciones_truncate ON reservas`);
    await queryRunner.query(`DROP TRIGGER reservas_ocupaciones ON reservas`);
    await queryRunner.query(`DROP TABLE bloqueos`);
    await queryRunner.query(`DROP TABLE ocupaciones`);
    await queryRunner.query(`DROP FUNCTION ocupaciones_truncar(), ocupaciones_de_bloqueos(), ocupaciones_de_reserva()`);
    await queryRunner.query(`DROP TABLE calendarios_externos`);
  }
}
