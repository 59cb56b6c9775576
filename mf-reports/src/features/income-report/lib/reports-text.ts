/**
 * Texts of this screen that the spec does not name. The spec's own strings (empty state, load error, export toast)
 * come from the shared catalogue, `MSG` in @camping/contracts/messages.
 */
export const REPORTS_TEXT = {
  errorIngresosMensuales: 'Error al cargar los ingresos mensuales',
  errorOcupacion: 'Error al cargar la ocupación',
  sinIngresosMensuales: 'Sin ingresos registrados en los últimos 12 meses',
  ocupacionSinRango: 'Elija las fechas Desde y Hasta para ver la ocupación del período.',
  sinCapacidadFija: 'Sin capacidad fija',
  errorExportar: 'No se pudo generar el archivo CSV',
  // Cash basis (issue 16)
  errorCobros: 'Error al cargar los cobros',
  errorCobrosMensuales: 'Error al cargar lo reservado y cobrado por mes',
  sinMovimientosMensuales: 'Sin reservas ni cobros en los últimos 12 meses',
} as const;
