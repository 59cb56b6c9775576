/**
 * Messages that name a field the way the screen labels it («Adultos: como máximo 30»), so a visitor or a clerk
 * never reads a wire name like `cantidad_adultos`. The API's schemas and the forms both build their texts here.
 */
export const CAMPO_MSG = {
  obligatorio: (etiqueta: string) => `${etiqueta}: es obligatorio`,
  entero: (etiqueta: string) => `${etiqueta}: ingrese un número entero, sin decimales`,
  minimo: (etiqueta: string, min: number) => `${etiqueta}: como mínimo ${min}`,
  maximo: (etiqueta: string, max: number) => `${etiqueta}: como máximo ${max}`,
} as const;

export interface WholeNumberRule {
  /** The field's label on screen: 'Adultos', 'Personas'. */
  etiqueta: string;
  min?: number;
  max?: number;
}

/**
 * The first problem of a whole number a form holds (NaN when the input is empty), or null. The same order and
 * texts as `enteroEtiquetado` in the schemas: missing, not whole, below the minimum, above the maximum.
 */
export function wholeNumberProblem(value: number, rule: WholeNumberRule): string | null {
  if (Number.isNaN(value)) return CAMPO_MSG.obligatorio(rule.etiqueta);
  if (!Number.isInteger(value)) return CAMPO_MSG.entero(rule.etiqueta);
  if (rule.min !== undefined && value < rule.min) return CAMPO_MSG.minimo(rule.etiqueta, rule.min);
  if (rule.max !== undefined && value > rule.max) return CAMPO_MSG.maximo(rule.etiqueta, rule.max);
  return null;
}
