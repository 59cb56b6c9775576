/**
 * The messages the public pages' code uses (issue 34), and the libraries' modules it loads (format.ts, api/http.ts,
 * the quote's schemas, the spinner, the shell's login): the public pages import these, not the whole catalogue, so
 * the staff's ~200 messages stay out of their JavaScript (docs/performance.md). MSG (messages.ts) carries these too:
 * staff code reads every message there. Like messages.ts it imports nothing, so the federation shares one copy
 * (libs/federation shared-leaf-imports); eslint.config.mjs keeps the public pages off messages.ts.
 */
export const MSG_PUBLICO = {
  // Loading and the server's answers (api/http.ts)
  errorFormatoDatos: 'Error en el formato de los datos',
  respuestaVacia: 'Respuesta vacía del servidor',
  errorProcesarRespuesta: 'Error al procesar la respuesta del servidor',
  errorConexion: 'No se pudo conectar con el servidor. Verifique su conexión e intente nuevamente.',
  cargando: 'Cargando...',
  // The quote (availability and prices)
  errorVerificarDisponibilidad: 'Error al verificar disponibilidad',
  pagoMontoPositivo: 'El monto debe ser mayor a 0',
  /** The seasons' minimum stay (issue 35): the pricing rule refuses with it, the quote shows it. */
  estadiaMinima: (temporada: string, noches: number) => `En ${temporada} la estadía mínima es de ${noches} ${noches === 1 ? 'noche' : 'noches'}`,
  // Dates
  fechaEntradaAnterior: 'La fecha de entrada debe ser anterior a la fecha de salida',
  fechaEntradaPasada: 'La fecha de entrada no puede ser anterior a hoy',
  fechaNoDisponible: 'No disponible',
  fechaInvalida: 'Fecha inválida',
  // Login (the public pages' «Ingresar»)
  loginIncorrecto: 'Usuario o contraseña incorrectos',
  loginDemasiadosIntentos: 'Demasiados intentos fallidos. Espere unos minutos e intente nuevamente.',
} as const;

/** Generic message for an HTTP status without a server message (spec section 7). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}
