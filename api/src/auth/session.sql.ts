/**
 * The session check of every API call (SessionRepository.findValid), here so the benchmark's bare server runs the
 * same statement (bench/api): the user of a session, when neither has expired nor been disabled.
 */
export const SQL_SESION_VALIDA = `
  SELECT u.id, u.usuario, u.rol, u.debe_cambiar_contrasena, s.expires_at AS "expiresAt"
  FROM sesiones s JOIN usuarios u ON u.id = s.usuario_id
  WHERE s.id = $1 AND s.expires_at > now() AND u.activo`;
