/** «Cambiar titular» (issue 37 item 6): the messages of the call and its dialog. */
export const MSG_TITULAR = {
  mismoTitular: 'La reserva ya está a nombre de ese cliente.',
  elegirCliente: 'Elija el cliente que pasa a ser titular.',
};

/** «La reserva N.º 12 pasó a nombre de Gómez, Luis.» */
export function titularCambiadoMessage(reservaId: number, cliente: string): string {
  return `La reserva N.º ${reservaId} pasó a nombre de ${cliente}.`;
}
