/**
 * The Spanish message catalogue (spec sections 5 and 8). Every staff screen and the API take their texts from here.
 * The public pages' messages live in messages-publico.ts (issue 34) and are part of MSG too.
 */
import { MSG_PUBLICO } from './messages-publico';

export { httpErrorMessage } from './messages-publico';

export const MSG = {
  ...MSG_PUBLICO,
  // Loading
  errorCargarClientes: 'Error al cargar los clientes',
  /** Reserva Rápida: the typed documento is nobody's (compared whole, as the server does). */
  documentoSinCliente: 'Ningún cliente tiene este documento: se registrará como cliente nuevo con la reserva.',
  errorCargarReservas: 'Error al cargar las reservas',
  errorCargarReservasCorto: 'Error al cargar reservas',
  errorCargarReservasCliente: 'Error al cargar las reservas del cliente',
  errorCargarTipos: 'Error al cargar tipos de hospedaje',
  formatoRespuestaInvalido: 'Formato de respuesta inválido',
  errorFechasOcupadas: 'Error al cargar fechas ocupadas',
  errorCargarPrecios: 'Error al cargar los precios',
  errorCargarReportes: 'Error al cargar los reportes de ingresos',
  // Clients
  errorCrearCliente: 'Error al crear el cliente',
  clienteCreado: 'Cliente creado exitosamente',
  errorEliminarCliente: 'Error al eliminar el cliente',
  clienteEliminado: 'Cliente eliminado exitosamente',
  errorActualizarCliente: 'Error al actualizar el cliente',
  clienteActualizado: 'Cliente actualizado exitosamente',
  confirmarEliminarCliente: '¿Está seguro de que desea eliminar este cliente?',
  clienteConReservas:
    'No se puede eliminar el cliente porque tiene reservas registradas. Elimine o reasigne sus reservas primero.',
  documentoDuplicado: 'Ya existe un cliente con ese documento',
  clienteNoEncontrado: 'Cliente no encontrado',
  sinReservasCliente: 'Este cliente no tiene reservaciones registradas.',
  // Reservations
  errorCrearReserva: 'Error al crear la reserva',
  reservaCreada: 'Reserva creada exitosamente',
  errorActualizarReserva: 'Error al actualizar la reserva',
  reservaActualizada: 'Reserva actualizada exitosamente',
  errorEliminarReserva: 'Error al eliminar la reserva',
  reservaEliminada: 'Reserva eliminada exitosamente',
  reservaNoEncontrada: 'Reserva no encontrada',
  confirmarEliminarReserva: 'Está seguro de que desea eliminar esta reserva?',
  hospedajeNoDisponible:
    'El hospedaje seleccionado ya no está disponible para las fechas elegidas. Por favor, selecciona otro hospedaje.',
  // Payments (issue 16)
  pagoCreado: 'Pago creado exitosamente',
  pagoActualizado: 'Pago actualizado exitosamente',
  pagoEliminado: 'Pago eliminado exitosamente',
  pagoNoEncontrado: 'Pago no encontrado',
  pagoReservaInexistente: 'La reserva no existe',
  pagoExcedeTotal: 'El monto total de los pagos no puede exceder el monto total de la reserva',
  reservaConPagos:
    'No se puede eliminar la reserva porque tiene pagos registrados. Cancélela en su lugar (estado «Cancelada»).',
  pagoFechaFutura: 'La fecha de pago no puede ser posterior a hoy',
  errorCargarPagos: 'Error al cargar los pagos',
  errorGuardarPago: 'Error al guardar el pago',
  errorEliminarPago: 'Error al eliminar el pago',
  confirmarEliminarPago: '¿Está seguro de que desea eliminar este pago?',
  // Search
  sinClientesBusqueda: 'No se encontraron clientes con ese criterio de búsqueda',
  sinReservasBusqueda: 'No se encontraron reservas con ese criterio de búsqueda',
  // Prices
  errorObtenerPrecio: 'Error al obtener el precio',
  errorCargarPrecio: 'Error al cargar precio',
  errorPreciosCamping: 'Error al cargar precios de camping',
  faltanPrecios: 'Faltan precios necesarios para el cálculo',
  precioNoEncontrado: 'No se encontró precio para los parámetros especificados',
  errorActualizarPrecio: 'Error al actualizar precio',
  precioActualizado: 'Precio actualizado correctamente',
  precioInvalido: 'El precio debe ser un número válido mayor o igual a 0',
  sinPrecios: 'No hay precios configurados',
  // Availability
  errorHospedajesDisponibles: 'Error al cargar hospedajes disponibles',
  sinHospedajesDisponibles: 'No hay hospedajes disponibles para las fechas seleccionadas',
  hospedajeDisponible: 'El hospedaje está disponible para las fechas seleccionadas',
  // Reports
  reporteExportado: 'Reporte exportado correctamente',
  sinReportes: 'No hay reportes disponibles para los filtros seleccionados',
  // Combined form
  fechasInvalidas: 'Las fechas seleccionadas no son válidas',
  errorCalcularPrecio: 'Error al calcular precio: ',
  errorCalcularPrecioCamping: 'Error al calcular precio camping: ',
  errorCargarTiposDetalle: 'Error al cargar tipos de hospedaje: ',
  primeroTipo: 'Primero selecciona el tipo y número de hospedaje',
  // Login and client id
  noAutorizado: 'No autorizado',
  sesionVencida: 'Su sesión terminó. Inicie sesión para continuar: los datos cargados se conservan.',
  sesionRenovada: 'Sesión iniciada. Sus datos siguen cargados: puede continuar.',
  cambiosSinGuardar: 'Hay datos cargados sin guardar. ¿Salir de esta pantalla de todos modos?',
  sinPermiso: 'No tiene permiso para realizar esta acción',
  /** An admin screen the role may not open (libs/federation/routes.json), shown inside the layout. */
  sinPermisoPantalla: 'No tiene permiso para ver esta pantalla.',
  // Staff accounts and history (issue 17)
  debeCambiarContrasena: 'Debe cambiar su contraseña temporal antes de continuar',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
  contrasenaComun: 'Esa contraseña está entre las más usadas y es fácil de adivinar: elija otra',
  contrasenaCambiada: 'Contraseña cambiada',
  usuarioCreado: 'Usuario creado. Comuníquele la contraseña temporal: deberá cambiarla al ingresar.',
  usuarioDuplicado: 'Ya existe un usuario con ese nombre',
  usuarioNoEncontrado: 'Usuario no encontrado',
  usuarioActualizado: 'Usuario actualizado',
  contrasenaRestablecida: 'Contraseña restablecida. Comuníquele la contraseña temporal nueva: deberá cambiarla al ingresar.',
  noCambiarseASiMismo: 'No puede desactivar su propio usuario ni quitarse el rol de administrador',
  errorCargarUsuarios: 'Error al cargar los usuarios',
  errorCargarHistorial: 'Error al cargar el historial',
  historialVacio: 'Sin cambios registrados',
  clienteIdInvalido: 'Error: El ID del cliente no es válido',
  seleccioneCliente: 'Por favor seleccione un cliente',
  clienteInvalido: 'Cliente inválido. Por favor seleccione un cliente válido.',
  // Dates
  fechasPasadas: 'No se puede modificar una reserva para fechas pasadas',
  // Generic
  errorInterno: 'Ocurrió un error inesperado. Intente nuevamente.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido',
  recursoNoEncontrado: 'Recurso no encontrado',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Espere un momento e intente nuevamente.',
  // HTTP refusals before any handler runs (API)
  servicioNoDisponible: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
  origenNoPermitido: 'Solicitud rechazada: solo se aceptan cambios enviados desde el propio sitio',
  cuerpoNoJson: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json)',
  solicitudDemasiadoGrande: 'La solicitud es demasiado grande',
  encabezadosDemasiadoGrandes: 'Los encabezados de la solicitud son demasiado grandes',
  metodoNoPermitido: 'Método no permitido',
  solicitudInvalida: 'Solicitud inválida',
  precioDecimales: 'El precio no puede tener más de dos decimales',
  precioSinCentavos: 'El precio va en pesos enteros, sin centavos (por ejemplo 46.000)',
  confirmarPrecioTitulo: 'Confirmar cambio de precio',
  precioRestaurado: 'Se restauró el precio anterior',
  deshacer: 'Deshacer',
  // Server-side rules (API)
  parametrosNoReconocidos: 'Parámetros de consulta no reconocidos',
  hospedajeInexistente: 'El hospedaje seleccionado no existe',
  hospedajeTipoIncorrecto: 'El hospedaje seleccionado no corresponde al tipo de hospedaje indicado',
  hospedajeObligatorio: 'Seleccione un número de hospedaje: cabañas y dormis lo requieren',
  sinNumeroCampingGrupos: 'Camping y grupos no llevan número de hospedaje',
  tipoSinUnidades: 'Camping y grupos no usan número de hospedaje',
  campingCompleto: 'No hay parcelas de camping disponibles para las fechas seleccionadas',
  hospedajesDisponibles: 'Hospedajes disponibles para las fechas seleccionadas',
  hospedajeNoEncontrado: 'Hospedaje no encontrado',
  // Editing a reservation: every field sent is applied or refused, naming it
  hospedajeSinMudanza: 'El campo hospedaje_id no se puede cambiar: camping y grupos no llevan número de hospedaje',
  hospedajeMudanzaObligatorio: 'El campo hospedaje_id no puede quedar vacío: cabañas y dormis llevan número de hospedaje',
  clienteNoCambia: 'El campo cliente_id no se puede cambiar: una reserva no cambia de cliente',
  tipoNoCorresponde:
    'El campo tipo_hospedaje_id no corresponde al hospedaje de la reserva: el tipo lo da la unidad (hospedaje_id)',
  // Holds (pre-reservas): a booking kept for a while without a deposit (docs/reservations.md, Holds)
  prereservaCreada: 'Pre-reserva creada exitosamente',
  prereservaConfirmada: 'Pre-reserva confirmada: ahora es una reserva activa',
  errorConfirmarPrereserva: 'Error al confirmar la pre-reserva',
  noEsPrereserva: 'La reserva no es una pre-reserva pendiente: no hay nada que confirmar',
  prereservaSoloActiva: 'Una pre-reserva se crea pendiente: no puede crearse finalizada ni cancelada',
  venceElSinPrereserva: 'El campo vence_el solo se usa con es_prereserva: true',
  venceElPasado: 'El vencimiento de la pre-reserva debe ser posterior a este momento',
  venceElLejano: 'El vencimiento de la pre-reserva no puede superar los 30 días desde ahora',
  /** PUT estado 'pendiente' on a stay that is not a hold: the same words as the schema's refusal of any other state. */
  estadoEditable: 'El campo estado debe ser activa, finalizada o cancelada',
  venceElSoloPrereserva: 'El campo vence_el solo se usa en una pre-reserva pendiente',
  venceElObligatorio: 'El campo vence_el no puede quedar vacío mientras la pre-reserva esté pendiente: confírmela o cancélela',
  /** Written into observaciones when a hold expires; the expiry (DD/MM/YYYY HH:mm) follows. */
  notaPrereservaVencida: 'Pre-reserva cancelada automáticamente: venció sin confirmar el',
  sinTelefonoWhatsapp: 'El cliente no tiene teléfono cargado: agréguelo en Clientes para enviarle un WhatsApp.',
  telefonoNoWhatsapp:
    'El teléfono del cliente no es un celular con código de área (por ejemplo 266 444-1234): corríjalo en Clientes para enviarle un WhatsApp.',
  // Settings (Configuración)
  errorCargarConfiguracion: 'Error al cargar la configuración',
  configuracionActualizada: 'Configuración actualizada exitosamente',
  errorActualizarConfiguracion: 'Error al actualizar la configuración',
  configuracionVacia: 'Envíe al menos un campo de la configuración para cambiar',
  // Canales: the iCal export of each cabin and dormi
  calendarioNoEncontrado: 'Calendario no encontrado',
  errorCargarCanales: 'Error al cargar los canales',
  canalSinCalendario: 'Solo las cabañas y los dormis tienen calendario para exportar',
  enlaceRegenerado: 'Enlace regenerado: el anterior dejó de funcionar',
  errorRegenerarEnlace: 'Error al regenerar el enlace',
  enlaceCopiado: 'Enlace copiado',
  errorCopiarEnlace: 'No se pudo copiar el enlace: selecciónelo y cópielo a mano',
  // «Hoy» and stay states (issue 17)
  ingresoRegistrado: 'Ingreso registrado',
  salidaRegistrada: 'Salida registrada',
  noShowRegistrado: 'Reserva marcada como «No se presentó»: sus noches desde hoy quedaron libres',
  estadiaCancelada: 'La reserva está cancelada: no se puede registrar su ingreso, su salida ni su ausencia',
  ingresoPrereserva: 'La reserva es una pre-reserva: confírmela antes de registrar el ingreso',
  ingresoNoShow: 'La reserva está marcada como «No se presentó»: no se puede registrar el ingreso',
  salidaNoShow: 'La reserva está marcada como «No se presentó»: no se puede registrar la salida',
  noShowConIngreso: 'El huésped ya registró su ingreso: no puede marcarse como «No se presentó»',
  noShowYaRegistrado: 'La reserva ya está marcada como «No se presentó»',
  errorCargarHoy: 'Error al cargar el día',
  errorRegistrarIngreso: 'Error al registrar el ingreso',
  errorRegistrarSalida: 'Error al registrar la salida',
  errorRegistrarNoShow: 'Error al marcar «No se presentó»',
  confirmarNoShow: '¿Marcar la reserva como «No se presentó»? Sus noches desde hoy quedarán libres para otros huéspedes.',
  // Canales: iCal import (external calendars, blocks, conflicts)
  calendarioUrlInvalida: 'La dirección del calendario debe ser una URL que empiece con http:// o https://',
  calendarioExternoNoEncontrado: 'Calendario externo no encontrado',
  calendarioDuplicado: 'Esa unidad ya importa un calendario con esa dirección',
  calendarioAgregado: 'Calendario agregado',
  calendarioEliminado: 'Calendario eliminado: sus bloqueos se liberaron',
  calendarioSincronizado: 'Calendario sincronizado',
  calendarioConError: 'No se pudo sincronizar el calendario: se mantienen los bloqueos de la última sincronización',
  errorCargarCalendarios: 'Error al cargar los calendarios importados',
  bloqueoCreado: 'Bloqueo creado',
  bloqueoEliminado: 'Bloqueo eliminado',
  bloqueoNoEncontrado: 'Bloqueo no encontrado',
  errorEliminarBloqueo: 'No se pudo eliminar el bloqueo',
  bloqueoImportado: 'Este bloqueo viene de un calendario externo: se quita solo cuando el evento desaparece de ese calendario',
  bloqueoSobreEstadia: 'Hay una estadía en esas fechas: no se puede bloquear la unidad',
  bloqueosRangoLargo: 'Pida como máximo 400 días de bloqueos por vez',
  hospedajeBloqueado: 'El hospedaje está bloqueado en esas fechas (calendario externo o mantenimiento)',
  conflictoNoEncontrado: 'Conflicto no encontrado',
  conflictoMarcadoVisto: 'Conflicto marcado como visto',
  errorCargarConflictos: 'Error al cargar los conflictos',
  conflictosRangoLargo: 'Pida como máximo 400 días de conflictos por vez',
  conflictosRangoInvertido: 'La fecha desde debe ser anterior o igual a la fecha hasta',
  // Módulos: where each remote is deployed (issue 20)
  remotoNoEncontrado: 'Módulo no encontrado',
  remotoUrlInvalida: 'La URL debe ser la de un mf-manifest.json: una dirección http(s) o una ruta de este servidor (/remotes/...)',
  /** One answer for unreachable, refused and not-a-manifest alike (issue 33): the check cannot map ports. */
  remotoManifiestoInaccesible:
    'No se pudo leer un manifiesto de Module Federation (mf-manifest.json) en esa URL: verifique que esté publicado, que sea público y que responda en menos de 5 segundos',
  remotoOtroModulo: 'El manifiesto de esa URL es de otro módulo',
  remotoSinAnterior: 'Este módulo no tiene una URL anterior a la que volver',
  remotoActualizado: 'Módulo actualizado: los navegadores lo cargan desde la nueva URL al abrir la próxima página',
  remotoRevertido: 'Módulo revertido a la URL anterior',
  errorCargarRemotos: 'Error al cargar los módulos',
  errorActualizarRemoto: 'Error al actualizar el módulo',
} as const;

/** Check-in before the stay's first day (`entrada` DD/MM/YYYY). */
export function ingresoAntesDeEntradaMessage(entrada: string): string {
  return `No se puede registrar el ingreso antes de la fecha de entrada (${entrada})`;
}

/** Check-in after the stay's last day (`salida` DD/MM/YYYY). */
export function ingresoTrasSalidaMessage(salida: string): string {
  return `La estadía terminó el ${salida}: no se puede registrar el ingreso`;
}

/** A check-in or check-out recorded twice; `cuando` DD/MM/YYYY HH:mm, `quien` the user who recorded it. */
export function yaRegistradoMessage(que: 'ingreso' | 'salida', cuando: string, quien: string | null): string {
  return `${que === 'ingreso' ? 'El ingreso' : 'La salida'} ya fue registrad${que === 'ingreso' ? 'o' : 'a'} el ${cuando}${quien ? ` por ${quien}` : ''}`;
}

/** A no-show marked before the day the guest was expected (`entrada` DD/MM/YYYY). */
export function noShowAntesDeEntradaMessage(entrada: string): string {
  return `No se puede marcar «No se presentó» antes de la fecha de entrada (${entrada})`;
}

/** Check-out of a stay that still owes money: allowed, and said (`saldo` as ARS). */
export function salidaConSaldoMessage(saldo: string): string {
  return `Salida registrada. Queda un saldo de ${saldo} por cobrar.`;
}

/** «Registrar salida» asks first when money is owed (`saldo` as ARS). */
export function confirmarSalidaConSaldoMessage(saldo: string): string {
  return `Queda un saldo de ${saldo} sin cobrar. ¿Registrar la salida igualmente?`;
}

/** A hold whose time ran out before it was confirmed (or edited); `vencio` is DD/MM/YYYY HH:mm. */
export function prereservaVencidaMessage(vencio: string): string {
  return `La pre-reserva venció el ${vencio} sin confirmarse y se canceló: la unidad quedó libre. Si sigue disponible, cree una reserva nueva.`;
}

/** A read-only field of the reservation (joined from the client or the unit) sent with another value. */
export function campoSoloLecturaMessage(campo: string): string {
  return `El campo ${campo} no se puede modificar desde la reserva`;
}

/** A field PUT reservas does not know. */
export function campoDesconocidoMessage(campo: string): string {
  return `El campo ${campo} no es un campo de la reserva`;
}

/** People above the unit's capacity (a cabin holds 5, a dormi 4). */
export function capacidadExcedidaMessage(personas: number, capacidad: number): string {
  return `La cantidad de personas (${personas}) supera la capacidad del hospedaje (${capacidad})`;
}

/** PUT reservas: a total below what the guest already paid. */
export function montoMenorQuePagadoMessage(pagado: string): string {
  return `El monto total no puede ser menor a lo ya pagado (${pagado}). Elimine o corrija primero los pagos.`;
}
