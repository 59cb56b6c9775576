/**
 * What a date field says about text it cannot take (issue 34): a day that does not exist, a date outside the
 * screen's range, or a date left half written. Dates are quoted as the person sees them, DD/MM/YYYY. Worded without
 * «usted» or «vos», since the staff screens and the public site share the field. Imports nothing: a federation leaf.
 */
export const FECHA_MSG = {
  /** «31/02/2026 no es una fecha válida». */
  inexistente: (texto: string) => `${texto} no es una fecha válida`,
  incompleta: (texto: string) => `«${texto}» no es una fecha completa: día, mes y año (DD/MM/AAAA)`,
  anteriorA: (minimo: string) => `La fecha no puede ser anterior al ${minimo}`,
  posteriorA: (maximo: string) => `La fecha no puede ser posterior al ${maximo}`,
} as const;
