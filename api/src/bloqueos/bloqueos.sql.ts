import { ORIGEN_MANUAL } from '@camping/contracts/schemas/calendario-externo';
import { ORIGEN_FUERA_DE_SERVICIO } from '@camping/contracts/schemas/limpieza';

/**
 * Blocks: nights of a unit closed by an external calendar's event or by staff («Mantenimiento», «Fuera de servicio»: issue 36). Their no-overlap
 * with stays is the exclusion constraint on `ocupaciones` (migration 1764200000004), kept by triggers.
 */
const COLUMNAS = `
  b.id, b.hospedaje_id, to_char(b.fecha_entrada, 'YYYY-MM-DD') AS fecha_entrada,
  to_char(b.fecha_salida, 'YYYY-MM-DD') AS fecha_salida, b.calendario_id,
  CASE WHEN b.fuera_de_servicio THEN '${ORIGEN_FUERA_DE_SERVICIO}' ELSE coalesce(c.nombre, '${ORIGEN_MANUAL}') END AS origen,
  b.resumen, b.nota, b.creado_por`;

/** Blocks sharing a night with [$1, $2), of unit $3 or all (null). */
export const SQL_BLOQUEOS_EN_RANGO = `
  SELECT ${COLUMNAS}
  FROM bloqueos b LEFT JOIN calendarios_externos c ON c.id = b.calendario_id
  WHERE b.fecha_entrada < $2::date AND b.fecha_salida > $1::date
    AND ($3::int IS NULL OR b.hospedaje_id = $3::int)
  ORDER BY b.hospedaje_id, b.fecha_entrada, b.id`;

/** A manual block of a cabin or dormi ($1); no row: not such a unit. A stay on those nights: 23P01. */
export const SQL_CREAR_BLOQUEO_MANUAL = `
  WITH nuevo AS (
    INSERT INTO bloqueos (hospedaje_id, fecha_entrada, fecha_salida, nota, creado_por)
    SELECT h.id, $2, $3, $4, $5 FROM hospedajes h WHERE h.id = $1 AND h.tipo_hospedaje_id IN (1, 2)
    RETURNING *)
  SELECT ${COLUMNAS.replace(/\bc\.nombre\b/, 'NULL')} FROM nuevo b`;

/**
 * Deletes manual block $1; answers whether it existed, whether it was deleted and whether it is a period fuera de
 * servicio (ended from Limpieza, which keeps its past nights: not deleted here); else it was imported.
 */
export const SQL_BORRAR_BLOQUEO_MANUAL = `
  WITH objetivo AS (SELECT id, calendario_id, fuera_de_servicio FROM bloqueos WHERE id = $1),
  borrado AS (
    DELETE FROM bloqueos b USING objetivo o
    WHERE b.id = o.id AND o.calendario_id IS NULL AND NOT o.fuera_de_servicio RETURNING b.id)
  SELECT (SELECT count(*) FROM objetivo)::int AS existe, (SELECT count(*) FROM borrado)::int AS borrado,
    coalesce((SELECT fuera_de_servicio FROM objetivo), false) AS fuera_de_servicio`;
