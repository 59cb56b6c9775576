/**
 * When a price change is big enough to ask first (issue 15): a slip like '46' for 46.000 reaches the public quote
 * the moment it is saved, so a change of more than half the old price either way, or a price under $1.000, is
 * confirmed with the old and new amounts side by side.
 */
export const PRECIO_CAMBIO = {
  /** More than this share of the old price, up or down, asks first. */
  variacionMaxima: 0.5,
  /** A price under this (in pesos) asks first: no stay of the complex costs that little. */
  minimoSinConfirmar: 1000,
} as const;

export function priceChangeNeedsConfirmation(anterior: number, nuevo: number): boolean {
  if (nuevo === anterior) return false;
  if (nuevo < PRECIO_CAMBIO.minimoSinConfirmar) return true;
  if (anterior <= 0) return false;
  return Math.abs(nuevo - anterior) / anterior > PRECIO_CAMBIO.variacionMaxima;
}
