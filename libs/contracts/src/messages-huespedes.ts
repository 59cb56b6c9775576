/** The Spanish messages of the guests of a stay, the registration card and the guest register (issue 36). */
export const MSG_HUESPEDES = {
  documentoInvalido: 'El documento solo admite números, letras, puntos y guiones, y al menos un número o una letra',
  tipoDocumentoInvalido: 'El tipo de documento debe ser DNI, pasaporte, cédula u otro',
  tipoDocumentoFalta: 'Elija el tipo de documento (DNI, pasaporte, cédula u otro)',
  nacimientoFuturo: 'La fecha de nacimiento no puede ser posterior a hoy',
  nacimientoAntiguo: 'La fecha de nacimiento no puede ser anterior a 1900',
  unTitular: 'La reserva tiene un solo titular',
  idRepetido: 'Un huésped figura dos veces en la lista',
  demasiados: 'La lista no puede tener más de 200 huéspedes',
  horaLlegadaInvalida: 'La hora de llegada debe tener el formato HH:mm (por ejemplo 14:30)',
  huespedesGuardados: 'Huéspedes guardados',
  huespedAjeno: 'Ese huésped no es de esta reserva: recargue la lista',
  reservaCancelada: 'La reserva está cancelada: no admite huéspedes',
  errorCargar: 'Error al cargar los huéspedes',
  errorGuardar: 'Error al guardar los huéspedes',
  errorRegistro: 'Error al cargar el registro de huéspedes',
  registroVacio: 'No hay huéspedes registrados entre esas fechas',
  fichaTitulo: 'Ficha de registro',
  registroTitulo: 'Registro de huéspedes',
} as const;

/** «El documento 30.123.456 está repetido en la reserva». */
export function documentoRepetidoMessage(documento: string): string {
  return `El documento ${documento} está repetido en la reserva`;
}

/** «La reserva es para 2 personas: no se pueden registrar 3 huéspedes». */
export function demasiadosHuespedesMessage(personas: number, huespedes: number): string {
  return `La reserva es para ${personas} ${personas === 1 ? 'persona' : 'personas'}: no se pueden registrar ${huespedes} huéspedes`;
}

/** The check-in refused for missing data: «Faltan datos de los huéspedes para registrar el ingreso: …». */
export function faltanDatosIngresoMessage(faltantes: readonly string[]): string {
  return `Faltan datos de los huéspedes para registrar el ingreso: ${faltantes.join('; ')}`;
}

/** «La reserva tiene 3 huéspedes registrados: para dejarla en 2 personas, quite antes los huéspedes que sobran». */
export function personasMenosQueHuespedesMessage(personas: number, huespedes: number): string {
  const quedan = `${personas} ${personas === 1 ? 'persona' : 'personas'}`;
  return `La reserva tiene ${huespedes} huéspedes registrados: para dejarla en ${quedan}, quite antes los huéspedes que sobran`;
}
