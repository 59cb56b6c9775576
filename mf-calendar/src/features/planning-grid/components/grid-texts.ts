/** What the grid tells screen readers: its keys, and @dnd-kit's drag announcements in Spanish. */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const GRID_KEYS_HELP =
  'Flechas: moverse entre reservas y días. Enter: ver la reserva, o reservar los días elegidos. M: mover la reserva. ' +
  'Mayúsculas y flechas en días libres: elegir noches. Escape: soltar la elección.';

const announcements: Announcements = {
  onDragStart: () => 'Reserva tomada para mover.',
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => 'Reserva soltada: el servidor confirma el cambio.',
  onDragCancel: () => 'Movimiento cancelado: la reserva queda en su lugar.',
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable: 'Con el mouse, arrastre la reserva; en pantallas táctiles, manténgala presionada. Con el teclado, M abre Mover.',
};

export const DND_ACCESSIBILITY = { announcements, screenReaderInstructions };
