import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seasons and rates (issue 35, docs/clients-prices.md «Temporadas»):
 * - `temporadas`: name (unique, case-insensitive), colour, either a percentage over the base prices (-90..500) or,
 *   with `porcentaje` null, its own prices in `temporada_precios`; an optional weekend surcharge, minimum nights and
 *   weekdays with no arrivals (0 domingo … 6 sábado).
 * - `temporada_rangos`: its ranges of nights, both ends included. No two ranges share a night, whichever season they
 *   belong to: the exclusion constraint `temporada_rangos_sin_solapamiento` (btree_gist, enabled by the initial
 *   schema) holds it under concurrent writes; the API names both seasons before it gets there.
 * - `temporada_precios`: a season's own grid, in the shape of `precios` (units by type, people and method; camping by
 *   base / adulto / menor and method).
 * Admins delete seasons (DELETE temporadas); a season takes its ranges and prices with it. All three tables are in
 * the history (entities `temporada`, `temporada_rango`, `temporada_precio`), written by the same trigger as `precios`.
 */
export class Temporadas1764600000001 implements MigrationInterface {
  name = 'Temporadas1764600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE temporadas (
        id serial PRIMARY KEY,
        nombre varchar(60) NOT NULL CONSTRAINT temporadas_nombre_no_vacio CHECK (btrim(nombre) <> ''),
        color char(7) NOT NULL CONSTRAINT temporadas_color_valido CHECK (color ~ '^#[0-9A-F]{6}$'),
        porcentaje numeric(5,2) CONSTRAINT temporadas_porcentaje_valido CHECK (porcentaje BETWEEN -90 AND 500),
        recargo_fin_de_semana numeric(5,2) CONSTRAINT temporadas_recargo_valido CHECK (recargo_fin_de_semana BETWEEN 0 AND 500),
        minimo_noches smallint CONSTRAINT temporadas_minimo_valido CHECK (minimo_noches BETWEEN 1 AND 60),
        dias_sin_ingreso smallint[] NOT NULL DEFAULT '{}'
          CONSTRAINT temporadas_dias_validos CHECK (dias_sin_ingreso <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX temporadas_nombre_unico ON temporadas (lower(btrim(nombre)))`);

    await queryRunner.query(`
      CREATE TABLE temporada_rangos (
        id serial PRIMARY KEY,
        temporada_id integer NOT NULL REFERENCES temporadas(id) ON DELETE CASCADE,
        desde date NOT NULL,
        hasta date NOT NULL,
        CONSTRAINT temporada_rangos_orden CHECK (hasta >= desde),
        CONSTRAINT temporada_rangos_sin_solapamiento EXCLUDE USING gist (daterange(desde, hasta, '[]') WITH &&)
      )`);
    await queryRunner.query(`CREATE INDEX temporada_rangos_temporada_idx ON temporada_rangos (temporada_id)`);

    await queryRunner.query(`
      CREATE TABLE temporada_precios (
        id serial PRIMARY KEY,
        temporada_id integer NOT NULL REFERENCES temporadas(id) ON DELETE CASCADE,
        tipo_tabla varchar(10) NOT NULL CHECK (tipo_tabla IN ('camping', 'hospedaje')),
        tipo_hospedaje_id smallint NOT NULL REFERENCES tipos_hospedaje(id),
        descripcion varchar(20) CHECK (descripcion IN ('base', 'adulto', 'menor')),
        cantidad_personas integer CHECK (cantidad_personas >= 1),
        metodo_pago varchar(20) NOT NULL CHECK (metodo_pago IN ('efectivo', 'transferencia', 'tarjeta')),
        precio numeric(12,2) NOT NULL CHECK (precio >= 0),
        CONSTRAINT temporada_precios_forma CHECK (
          (tipo_tabla = 'hospedaje' AND cantidad_personas IS NOT NULL AND descripcion IS NULL AND tipo_hospedaje_id IN (1, 2))
          OR (tipo_tabla = 'camping' AND descripcion IS NOT NULL AND cantidad_personas IS NULL AND tipo_hospedaje_id = 3)
        )
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX temporada_precios_unico
      ON temporada_precios (temporada_id, tipo_tabla, tipo_hospedaje_id, coalesce(descripcion, ''), coalesce(cantidad_personas, 0), metodo_pago)`);

    for (const [tabla, entidad, ignoradas] of TRIGGERS) {
      await queryRunner.query(
        `CREATE TRIGGER ${tabla}_historial AFTER INSERT OR UPDATE OR DELETE ON ${tabla}
         FOR EACH ROW EXECUTE FUNCTION historial_registrar('${entidad}', '${ignoradas}')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE temporada_precios`);
    await queryRunner.query(`DROP TABLE temporada_rangos`);
    await queryRunner.query(`DROP TABLE temporadas`);
  }
}

/** Table, entity name in `historial`, columns left out. */
const TRIGGERS: Array<[string, string, string]> = [
  ['temporadas', 'temporada', 'created_at,updated_at'],
  ['temporada_rangos', 'temporada_rango', ''],
  ['temporada_precios', 'temporada_precio', ''],
];
