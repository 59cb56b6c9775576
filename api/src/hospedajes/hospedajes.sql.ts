import { sqlOcupa } from '../reservas/holds.sql';

/**
 * The SQL of availability, in one place: the repository runs it, and the benchmark's bare server runs exactly the
 * same text (bench/api). A unit is taken for the nights [fecha_entrada, fecha_salida) of every live stay; the
 * overlap test has the shape of the exclusion constraint, so its GiST index answers it. An expired hold takes
 * nothing (holds.sql.ts). A block (imported calendar or «Mantenimiento») takes its nights like a stay: read from
 * `ocupaciones` (clase 1), whose GiST index is the stays-and-blocks exclusion constraint's.
 */

/**
 * Units of type $1 with no live stay and no block sharing a night with [$2, $3), not counting reservation $4 (the one being
 * edited; null for none).
 */
export const SQL_HOSPEDAJES_DISPONIBLES = `
  SELECT h.id, h.numero, h.capacidad, h.tipo_hospedaje_id, t.nombre AS tipo_hospedaje
  FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
  WHERE h.tipo_hospedaje_id = $1
    AND NOT EXISTS (
      SELECT 1 FROM reservas r
      WHERE r.hospedaje_id = h.id AND ${sqlOcupa('r')} AND r.id <> coalesce($4::int, 0)
        AND daterange(r.fecha_entrada, r.fecha_salida, '[)') && daterange($2::date, $3::date, '[)'))
    AND NOT EXISTS (
      SELECT 1 FROM ocupaciones o
      WHERE o.hospedaje_id = h.id AND o.clase = 1 AND o.noches && daterange($2::date, $3::date, '[)'))
  ORDER BY h.numero`;

/** One unit with its type's name. */
export const SQL_HOSPEDAJE_POR_ID = `
  SELECT h.id, h.numero, h.capacidad, h.tipo_hospedaje_id, t.nombre AS tipo_hospedaje
  FROM hospedajes h JOIN tipos_hospedaje t ON t.id = h.tipo_hospedaje_id
  WHERE h.id = $1`;

/** Whether unit $1 is free (no stay, no block) for [$2, $3), not counting reservation $4 (the one being edited). */
export const SQL_UNIDAD_DISPONIBLE = `
  SELECT NOT EXISTS (
    SELECT 1 FROM reservas r
    WHERE r.hospedaje_id = $1 AND ${sqlOcupa('r')} AND r.id <> coalesce($4::int, 0)
      AND daterange(r.fecha_entrada, r.fecha_salida, '[)') && daterange($2::date, $3::date, '[)')
  ) AND NOT EXISTS (
    SELECT 1 FROM ocupaciones o
    WHERE o.hospedaje_id = $1 AND o.clase = 1 AND o.noches && daterange($2::date, $3::date, '[)')
  ) AS disponible`;

/** The largest unit of each type: nobody books more people than fit. */
export const SQL_CAPACIDAD_MAXIMA = `SELECT max(capacidad)::int AS maxima FROM hospedajes WHERE tipo_hospedaje_id = $1`;
