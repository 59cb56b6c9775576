/** The seasons' Spanish messages (issue 35): the pricing rule's refusals and the season editor's validation. */
import { formatDateAR } from '../format';
import { MSG_PUBLICO } from '../messages-publico';
import type { NightRange } from './season-types';

/** Weekday names, 0 domingo … 6 sábado, singular and plural. */
export const DIAS_SEMANA = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const DIAS_PLURAL = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'] as const;

export const BASE_LABEL = 'Base';

const noches = (n: number) => `${n} ${n === 1 ? 'noche' : 'noches'}`;

/** `10/01/2027 al 31/01/2027`, or one day alone. */
export function rangeLabel(r: NightRange): string {
  return r.desde === r.hasta ? formatDateAR(r.desde) : `${formatDateAR(r.desde)} al ${formatDateAR(r.hasta)}`;
}

export const TEMPORADA_MSG = {
  noches,
  /** The public quote shows the same words (messages-publico.ts). */
  minimo: MSG_PUBLICO.estadiaMinima,
  sinIngreso: (temporada: string, dia: number) => `En ${temporada} no se reciben ingresos los ${DIAS_PLURAL[dia] ?? 'días elegidos'}`,
  sinPrecio: (etiqueta: string) => `${etiqueta} no tiene precio para la estadía elegida`,
  grupos: 'Las estadías de grupos se cotizan a mano',
  sinNoches: 'La fecha de entrada debe ser anterior a la fecha de salida',
  finDeSemana: (etiqueta: string) => `${etiqueta}, fin de semana`,
  superpuestas: (a: string, ra: NightRange, b: string, rb: NightRange) =>
    a === b
      ? `Las fechas de «${a}» se superponen entre sí (${rangeLabel(ra)} y ${rangeLabel(rb)})`
      : `Las fechas de «${a}» (${rangeLabel(ra)}) se superponen con «${b}» (${rangeLabel(rb)})`,
  superpuestaOtra: 'Las fechas se superponen con otra temporada',
  nombreRepetido: (nombre: string) => `Ya existe una temporada llamada «${nombre}»`,
  nombreYaUsado: 'Ya existe una temporada con ese nombre',
  noEncontrada: 'La temporada no existe',
  finAntesDeInicio: (r: NightRange) =>
    `El rango ${formatDateAR(r.desde)} – ${formatDateAR(r.hasta)} termina antes de empezar: la fecha final debe ser igual o posterior a la inicial`,
  sinRangos: 'Indique al menos un rango de fechas',
  porcentaje: 'El porcentaje debe estar entre -90 y 500',
  recargo: 'El recargo de fin de semana debe estar entre 0 y 500',
  modo: 'Elija si la temporada tiene precios propios o un porcentaje sobre los precios base',
  sinPreciosPropios: 'Indique al menos un precio propio de la temporada',
  precioInvalido: 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales',
  precioRepetido: 'Hay dos precios para el mismo tipo, personas y método de pago',
  color: 'El color debe tener el formato #RRGGBB (por ejemplo #E4572E)',
  minimoNoches: 'La estadía mínima debe ser un número entero de 1 a 60 noches',
  diasSinIngreso: 'Los días sin ingresos deben ser días de la semana (0 domingo a 6 sábado), sin repetir',
  creada: 'Temporada creada',
  actualizada: 'Temporada actualizada',
  eliminada: 'Temporada eliminada',
  anio: 'El año debe ser un número entero entre 2000 y 2100',
} as const;
