/** The SQL of the price reads. */

const SELECT_PRECIO = `
  SELECT p.id, p.tipo_tabla, p.tipo_hospedaje_id, t.nombre AS tipo_hospedaje_nombre, p.descripcion,
         p.cantidad_personas, p.metodo_pago, p.precio
  FROM precios p JOIN tipos_hospedaje t ON t.id = p.tipo_hospedaje_id`;

/** Camping first, then by type and people; kinds as base, adulto, menor; methods as the forms list them. */
export const SQL_PRECIOS_TODOS = `${SELECT_PRECIO}
  ORDER BY p.tipo_tabla, p.tipo_hospedaje_id, p.cantidad_personas NULLS FIRST,
           array_position(ARRAY['base', 'adulto', 'menor']::varchar[], p.descripcion),
           array_position(ARRAY['efectivo', 'transferencia', 'tarjeta']::varchar[], p.metodo_pago), p.id`;

export const SQL_PRECIO_POR_ID = `${SELECT_PRECIO} WHERE p.id = $1`;

/** Per-day price of type $1 for $2 people paying with $3: the row of the fewest people that is at least $2. */
export const SQL_PRECIO_HOSPEDAJE = `
  SELECT p.precio FROM precios p
  WHERE p.tipo_tabla = 'hospedaje' AND p.tipo_hospedaje_id = $1 AND p.cantidad_personas >= $2 AND p.metodo_pago = $3
  ORDER BY p.cantidad_personas LIMIT 1`;

export const SQL_PRECIOS_CAMPING = `
  SELECT p.descripcion, p.precio FROM precios p WHERE p.tipo_tabla = 'camping' AND p.metodo_pago = $1`;

export const SQL_CANTIDADES_CONFIGURADAS = `
  SELECT DISTINCT p.cantidad_personas FROM precios p
  WHERE p.tipo_tabla = 'hospedaje' AND p.tipo_hospedaje_id = $1 ORDER BY p.cantidad_personas`;
