/** The accounts as «Usuarios» lists them: never the hash. A handful of rows (staff of one complex): not paged. */
export const SQL_USUARIOS = `
  SELECT id, usuario, rol, activo, debe_cambiar_contrasena, created_at
  FROM usuarios ORDER BY activo DESC, usuario`;

export const SQL_USUARIO_POR_ID = `
  SELECT id, usuario, rol, activo, debe_cambiar_contrasena, created_at FROM usuarios WHERE id = $1`;

/** A new account with a temporary password; nothing when the name is taken (ON CONFLICT: two admins at once). */
export const SQL_CREAR_USUARIO = `
  INSERT INTO usuarios (usuario, password_hash, rol, activo, debe_cambiar_contrasena)
  VALUES ($1, $2, $3, true, true)
  ON CONFLICT (usuario) DO NOTHING
  RETURNING id, usuario, rol, activo, debe_cambiar_contrasena, created_at`;

/** $2 activo and $3 rol, each null to leave it; the row locked by the caller's transaction. */
export const SQL_CAMBIAR_USUARIO = `
  UPDATE usuarios SET activo = coalesce($2, activo), rol = coalesce($3, rol) WHERE id = $1
  RETURNING id, usuario, rol, activo, debe_cambiar_contrasena, created_at`;
