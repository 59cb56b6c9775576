/**
 * The words of housekeeping («Limpieza», issue 36 items 5 and 6). Like messages.ts it imports nothing, so the
 * federation shares one copy.
 */

/** How each unit state reads on the screens. */
export const ESTADO_LIMPIEZA_ETIQUETA = {
  limpia: 'Limpia',
  sucia: 'Sucia',
  en_limpieza: 'En limpieza',
  fuera_de_servicio: 'Fuera de servicio',
} as const;

export const LIMPIEZA_MSG = {
  errorCargar: 'Error al cargar la lista de limpieza',
  estadoCambiado: 'Estado de la unidad actualizado',
  errorCambiar: 'Error al cambiar el estado de la unidad',
  unidadNoEncontrada: 'La unidad no existe o no es una cabaña ni un dormi',
  fueraCreado: 'Unidad puesta fuera de servicio',
  fueraSobreEstadia:
    'Hay una estadía en esas fechas: no se puede poner la unidad fuera de servicio. Mueva la estadía a otra unidad o elija otras fechas.',
  fueraNoEncontrado: 'El período fuera de servicio no existe',
  fueraTerminado: 'La unidad volvió al servicio',
  fueraPasado: 'Ese período fuera de servicio ya terminó',
  /** DELETE bloqueos on a period: ending it from Limpieza keeps its past nights on record. */
  fueraNoSeBorra: 'Este bloqueo es un período fuera de servicio: se termina desde Limpieza, con «Volver al servicio»',
  fueraDesdePasado: 'La fecha de inicio de fuera de servicio no puede ser anterior a hoy',
  motivoObligatorio: 'El campo motivo es obligatorio',
} as const;
