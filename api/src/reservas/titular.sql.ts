/** The stay to reassign, locked so a concurrent edit of it waits ($1 id). */
export const SQL_RESERVA_PARA_TITULAR = `SELECT id, cliente_id FROM reservas WHERE id = $1 FOR UPDATE`;

/** The new holder, if the client exists; locked against a concurrent delete ($1 id). */
export const SQL_CLIENTE_TITULAR = `SELECT id, nombre, apellido FROM clientes WHERE id = $1 FOR KEY SHARE`;

/** The reassignment itself; the history's trigger records it with the actor ($1 stay, $2 client). */
export const SQL_CAMBIAR_TITULAR = `UPDATE reservas SET cliente_id = $2, updated_at = now() WHERE id = $1`;
