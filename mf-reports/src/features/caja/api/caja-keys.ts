/** The cash-up's queries: a till (day and user) and a day's closures; a close or a reopening refreshes them all. */
export const cajaKeys = {
  all: ['caja'] as const,
  till: (fecha: string, usuario: string | null) => [...cajaKeys.all, 'till', fecha, usuario] as const,
  closures: (fecha: string) => [...cajaKeys.all, 'cierres', fecha] as const,
};
