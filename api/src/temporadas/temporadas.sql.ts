/** The SQL of the seasons (migration 1764600000001): one owner, TemporadasRepository. */

/** A season as the API answers it (schemas/temporada.ts `temporadaSchema`), ranges and own prices as JSON. */
const SELECT_TEMPORADA = `
  SELECT t.id, t.nombre, t.color,
         CASE WHEN t.porcentaje IS NULL THEN 'precios' ELSE 'porcentaje' END AS modo,
         t.porcentaje::float8 AS porcentaje, t.recargo_fin_de_semana::float8 AS recargo_fin_de_semana,
         t.minimo_noches, t.dias_sin_ingreso::int[] AS dias_sin_ingreso,
         coalesce((SELECT json_agg(json_build_object('desde', r.desde, 'hasta', r.hasta) ORDER BY r.desde)
                   FROM temporada_rangos r WHERE r.temporada_id = t.id), '[]'::json) AS rangos,
         CASE WHEN t.porcentaje IS NULL THEN json_build_object(
           'hospedaje', coalesce((
             SELECT json_agg(json_build_object('tipo_hospedaje_id', p.tipo_hospedaje_id, 'cantidad_personas', p.cantidad_personas,
                                               'metodo_pago', p.metodo_pago, 'precio', p.precio)
                             ORDER BY p.tipo_hospedaje_id, p.cantidad_personas, p.metodo_pago)
             FROM temporada_precios p WHERE p.temporada_id = t.id AND p.tipo_tabla = 'hospedaje'), '[]'::json),
           'camping', coalesce((
             SELECT json_agg(json_build_object('descripcion', p.descripcion, 'metodo_pago', p.metodo_pago, 'precio', p.precio)
                             ORDER BY array_position(ARRAY['base', 'adulto', 'menor']::varchar[], p.descripcion), p.metodo_pago)
             FROM temporada_precios p WHERE p.temporada_id = t.id AND p.tipo_tabla = 'camping'), '[]'::json))
         END AS precios
  FROM temporadas t`;

/** By the first night of each season, as the year strip reads them. */
export const SQL_TEMPORADAS = `${SELECT_TEMPORADA}
  ORDER BY (SELECT min(r.desde) FROM temporada_rangos r WHERE r.temporada_id = t.id) NULLS LAST, t.id`;

export const SQL_TEMPORADA_POR_ID = `${SELECT_TEMPORADA} WHERE t.id = $1`;

/** The seasons with a night in [$1, $2): the nights of a stay (the range index of the exclusion constraint answers). */
export const SQL_TEMPORADAS_DE_ESTADIA = `${SELECT_TEMPORADA}
  WHERE EXISTS (SELECT 1 FROM temporada_rangos r
                WHERE r.temporada_id = t.id AND daterange(r.desde, r.hasta, '[]') && daterange($1::date, $2::date, '[)'))`;

/** Every range of the other seasons ($1: the season being changed, or null), to name an overlap. */
export const SQL_OTROS_RANGOS = `
  SELECT t.nombre, to_char(r.desde, 'YYYY-MM-DD') AS desde, to_char(r.hasta, 'YYYY-MM-DD') AS hasta
  FROM temporada_rangos r JOIN temporadas t ON t.id = r.temporada_id
  WHERE $1::int IS NULL OR t.id <> $1`;

/** Another season of that name, case and spaces aside. */
export const SQL_NOMBRE_USADO = `
  SELECT 1 FROM temporadas WHERE lower(btrim(nombre)) = lower(btrim($1)) AND ($2::int IS NULL OR id <> $2)`;

/** Season writes are rare (an admin in Precios): one at a time, so the overlap check sees every committed range. */
export const SQL_BLOQUEO_TEMPORADAS = `SELECT pg_advisory_xact_lock(hashtext('temporadas'))`;

export const SQL_INSERTAR_TEMPORADA = `
  INSERT INTO temporadas (nombre, color, porcentaje, recargo_fin_de_semana, minimo_noches, dias_sin_ingreso)
  VALUES ($1, $2, $3, $4, $5, $6::smallint[]) RETURNING id`;

/** Only what changed is written, so the history tells only that. */
export const SQL_ACTUALIZAR_TEMPORADA = `
  UPDATE temporadas SET nombre = $2, color = $3, porcentaje = $4, recargo_fin_de_semana = $5, minimo_noches = $6,
         dias_sin_ingreso = $7::smallint[], updated_at = now()
  WHERE id = $1 AND (nombre, color, porcentaje, recargo_fin_de_semana, minimo_noches, dias_sin_ingreso)
        IS DISTINCT FROM ($2, $3, $4::numeric, $5::numeric, $6::smallint, $7::smallint[])
  RETURNING id`;

export const SQL_EXISTE_TEMPORADA = `SELECT 1 FROM temporadas WHERE id = $1 FOR UPDATE`;

export const SQL_BORRAR_TEMPORADA = `DELETE FROM temporadas WHERE id = $1 RETURNING id`;

const NUEVOS_RANGOS = `jsonb_to_recordset($2::jsonb) AS n(desde date, hasta date)`;

/** The season's ranges become $2: those gone are deleted first (so a moved range never meets itself), then the new. */
export const SQL_QUITAR_RANGOS = `
  DELETE FROM temporada_rangos r WHERE r.temporada_id = $1
    AND NOT EXISTS (SELECT 1 FROM ${NUEVOS_RANGOS} WHERE n.desde = r.desde AND n.hasta = r.hasta)`;
export const SQL_AGREGAR_RANGOS = `
  INSERT INTO temporada_rangos (temporada_id, desde, hasta)
  SELECT $1, n.desde, n.hasta FROM ${NUEVOS_RANGOS}
  WHERE NOT EXISTS (SELECT 1 FROM temporada_rangos r WHERE r.temporada_id = $1 AND r.desde = n.desde AND r.hasta = n.hasta)`;

const NUEVOS_PRECIOS = `jsonb_to_recordset($2::jsonb)
  AS n(tipo_tabla varchar, tipo_hospedaje_id smallint, descripcion varchar, cantidad_personas int, metodo_pago varchar, precio numeric)`;
const MISMA_CLAVE = `n.tipo_tabla = p.tipo_tabla AND n.tipo_hospedaje_id = p.tipo_hospedaje_id
  AND n.descripcion IS NOT DISTINCT FROM p.descripcion AND n.cantidad_personas IS NOT DISTINCT FROM p.cantidad_personas
  AND n.metodo_pago = p.metodo_pago`;

/** The season's own prices become $2 (none for a percentage season): removed, changed, added, each row once. */
export const SQL_QUITAR_PRECIOS = `
  DELETE FROM temporada_precios p WHERE p.temporada_id = $1 AND NOT EXISTS (SELECT 1 FROM ${NUEVOS_PRECIOS} WHERE ${MISMA_CLAVE})`;
export const SQL_PONER_PRECIOS = `
  INSERT INTO temporada_precios (temporada_id, tipo_tabla, tipo_hospedaje_id, descripcion, cantidad_personas, metodo_pago, precio)
  SELECT $1, n.tipo_tabla, n.tipo_hospedaje_id, n.descripcion, n.cantidad_personas, n.metodo_pago, n.precio FROM ${NUEVOS_PRECIOS}
  ON CONFLICT (temporada_id, tipo_tabla, tipo_hospedaje_id, (coalesce(descripcion, '')), (coalesce(cantidad_personas, 0)), metodo_pago)
  DO UPDATE SET precio = EXCLUDED.precio WHERE temporada_precios.precio IS DISTINCT FROM EXCLUDED.precio`;
