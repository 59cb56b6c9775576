import { deleteBlockedMessage } from './delete-blocked-message';

describe('deleteBlockedMessage', () => {
  it('counts the reservations in Spanish, one and many', () => {
    expect(deleteBlockedMessage(1)).toBe(
      'Este cliente tiene una reserva registrada y no se puede eliminar. Elimine o reasigne sus reservas primero.',
    );
    expect(deleteBlockedMessage(1500)).toBe(
      'Este cliente tiene 1.500 reservas registradas y no se puede eliminar. Elimine o reasigne sus reservas primero.',
    );
  });
});
