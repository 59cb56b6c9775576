/** The SQL of the catalogue of extras (issue 32). Nothing deletes from `extras`: an extra is retired. */
const SELECT_EXTRA = `SELECT id, nombre, precio, cobro, activo, updated_at FROM extras`;

/** Offered first, then retired; each by name. */
export const SQL_EXTRAS = `${SELECT_EXTRA} ORDER BY NOT activo, lower(nombre), id`;

export const SQL_EXTRA_POR_ID = `${SELECT_EXTRA} WHERE id = $1`;

export const SQL_INSERTAR_EXTRA = `
  INSERT INTO extras (nombre, precio, cobro) VALUES ($1, $2, $3)
  RETURNING id, nombre, precio, cobro, activo, updated_at`;

/** Changes the fields given (null: unchanged). */
export const SQL_ACTUALIZAR_EXTRA = `
  UPDATE extras SET nombre = coalesce($2, nombre), precio = coalesce($3::numeric, precio), cobro = coalesce($4, cobro),
                    activo = coalesce($5, activo), updated_at = now()
  WHERE id = $1
  RETURNING id, nombre, precio, cobro, activo, updated_at`;
