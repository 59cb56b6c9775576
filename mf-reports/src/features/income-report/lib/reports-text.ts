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
  // By season (issue 35)
  errorTemporadas: 'Error al cargar el reporte por temporada',
  temporadasSinRango: 'Elija las fechas Desde y Hasta para ver los ingresos y la ocupación por temporada.',
  temporadasRegla:
    'Cada noche cuenta en su temporada y el monto de cada estadía se reparte entre sus noches: el total puede diferir del de arriba, que cuenta cada reserva por su fecha de entrada.',
} as const;
