/**
 * A guest leaving before the booked day (issue 32, docs/stay-account.md): the clerk chooses whether the stay is
 * charged whole or for the nights used; Configuración says which is offered first. The nights used are priced by the
 * one rule for a changed stay (stay-change.ts, `reviewEarlyCheckout`), on the screen and in the API alike.
 */

export const COBROS_SALIDA_ANTICIPADA = ['estadia_completa', 'noches_usadas'] as const;
export type CobroSalidaAnticipada = (typeof COBROS_SALIDA_ANTICIPADA)[number];

export const COBRO_SALIDA_OPCIONES: ReadonlyArray<{ value: CobroSalidaAnticipada; label: string }> = [
  { value: 'estadia_completa', label: 'Cobrar la estadía completa' },
  { value: 'noches_usadas', label: 'Cobrar solo las noches usadas' },
];
