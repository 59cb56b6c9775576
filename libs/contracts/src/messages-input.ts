/**
 * Messages of input refused at the API's edge (issue 33): text PostgreSQL cannot store, and date ranges longer than
 * their call allows. Like messages.ts it imports nothing: it is a federation leaf.
 */
export const INPUT_MSG = {
  /** A body field's value (`cliente.nombre`, `items.0`) holds a NUL or a lone surrogate. */
  campoConCaracteresInvalidos: (campo: string) =>
    `El campo ${campo} contiene caracteres no válidos (por ejemplo, el carácter nulo): corríjalo e intente nuevamente`,
  cuerpoConCaracteresInvalidos: 'Los datos enviados contienen caracteres no válidos (por ejemplo, el carácter nulo)',
  /** A body key holds one: the key itself is not echoed; `dentroDe` names the object it sits in. */
  nombreDeCampoInvalido: (dentroDe?: string) =>
    `Los datos enviados tienen un nombre de campo con caracteres no válidos${dentroDe ? ` dentro de ${dentroDe}` : ''}`,
  parametroConCaracteresInvalidos: (parametro: string) =>
    `El parámetro ${parametro} contiene caracteres no válidos (por ejemplo, el carácter nulo)`,
  nombreDeParametroInvalido: 'Un parámetro de la consulta tiene un nombre con caracteres no válidos',
  encabezadoConCaracteresInvalidos: (encabezado: string) =>
    `El encabezado ${encabezado} contiene caracteres no válidos (por ejemplo, el carácter nulo)`,
  encabezadoInvalido: 'Un encabezado de la solicitud contiene caracteres no válidos (por ejemplo, el carácter nulo)',
  direccionConCaracteresInvalidos: 'La dirección contiene caracteres no válidos (por ejemplo, el carácter nulo)',
  /** A date range over its call's maximum (docs/api.md, Bounded date ranges). */
  rangoDemasiadoLargo: (desde: string, hasta: string, maximo: number, unidad: 'días' | 'noches') =>
    `El período entre ${desde} y ${hasta} no puede superar ${unidad === 'días' ? 'los' : 'las'} ${maximo} ${unidad}: elija uno más corto`,
} as const;
