/** Query keys of the import half of Canales: calendars, conflicts (page and count) and manual blocks. */
export const importKeys = {
  calendarios: ['canales', 'calendarios'] as const,
  conflictos: ['canales', 'conflictos'] as const,
  conflictosPagina: (page: number) => ['canales', 'conflictos', 'pagina', page] as const,
  bloqueos: ['canales', 'bloqueos'] as const,
};
