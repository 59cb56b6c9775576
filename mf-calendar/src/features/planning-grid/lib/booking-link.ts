/**
 * Reserva Rápida (mf-reservations) with the chosen unit and nights filled in, through its URL:
 * `/admin/reserva-rapida?tipo=1&hospedaje=5&entrada=2026-01-10&salida=2026-01-13` (camping and groups carry no unit).
 */
export const QUICK_RESERVATION_PATH = '/admin/reserva-rapida';

export function bookingPath(request: { tipo: number; hospedajeId: number | null; entrada: string; salida: string }): string {
  const query = new URLSearchParams({ tipo: String(request.tipo) });
  if (request.hospedajeId !== null) query.set('hospedaje', String(request.hospedajeId));
  query.set('entrada', request.entrada);
  query.set('salida', request.salida);
  return `${QUICK_RESERVATION_PATH}?${query.toString()}`;
}
