/** What the grid tells screen readers about its keys (every bar and cell points to it with aria-describedby). */
export const GRID_KEYS_HELP =
  'Flechas: moverse entre reservas y días. Enter: ver la reserva, o reservar los días elegidos. M: mover la reserva. ' +
  'Mayúsculas y flechas en días libres: elegir noches. Escape: soltar la elección. Con el mouse, arrastre la ' +
  'reserva o su borde derecho; en pantallas táctiles, manténgala presionada antes de arrastrar.';
