/**
 * The history's table of fields and entities (historial.ts words the rows with it): each column's words for
 * «cambió <el campo> de … a …» and how its values read, the columns that add nothing to a sentence, and the entities'
 * names. A column added by a migration gets its line here.
 */
import type { EntidadHistorial } from './schemas/historial';

export type Clase = 'texto' | 'porcentaje' | 'salida' | 'monto' | 'fecha' | 'momento' | 'si_no' | 'estado' | 'metodo' | 'tipo' | 'rol' | 'ref' | 'motivo' | 'destino' | 'cobro' | 'dias';


/** Field: the words for «cambió <el campo> de … a …», and how its values read. */
export const CAMPOS: Record<string, { nombre: string; clase: Clase }> = {
  fecha_entrada: { nombre: 'la entrada', clase: 'fecha' },
  fecha_salida: { nombre: 'la salida', clase: 'fecha' },
  cantidad_personas: { nombre: 'las personas', clase: 'texto' },
  monto_total: { nombre: 'el monto total', clase: 'monto' },
  descuento: { nombre: 'el descuento', clase: 'monto' },
  estado: { nombre: 'el estado', clase: 'estado' },
  metodo_pago: { nombre: 'el método de pago', clase: 'metodo' },
  observaciones: { nombre: 'las observaciones', clase: 'texto' },
  hospedaje_id: { nombre: 'la unidad', clase: 'ref' },
  nota: { nombre: 'la nota o el motivo', clase: 'texto' },
  fuera_de_servicio: { nombre: 'fuera de servicio', clase: 'si_no' },
  tipo_hospedaje_id: { nombre: 'el tipo de hospedaje', clase: 'tipo' },
  cliente_id: { nombre: 'el cliente', clase: 'ref' },
  reserva_id: { nombre: 'la reserva', clase: 'ref' },
  vence_el: { nombre: 'el vencimiento de la pre-reserva', clase: 'momento' },
  checkin_at: { nombre: 'el ingreso', clase: 'momento' },
  checkout_at: { nombre: 'la salida registrada', clase: 'momento' },
  // Who pressed the button (issue 37): the screen says «Ingreso registrado por», not the column's name.
  checkin_por: { nombre: 'quién registró el ingreso', clase: 'texto' },
  checkout_por: { nombre: 'quién registró la salida', clase: 'texto' },
  no_show_por: { nombre: 'quién marcó «no se presentó»', clase: 'texto' },
  no_show_at: { nombre: 'el momento de «no se presentó»', clase: 'momento' },
  ingreso_no_registrado: { nombre: '«salió sin ingreso registrado»', clase: 'si_no' },
  salida_anticipada_cobro: { nombre: 'el cobro de una salida anticipada', clase: 'salida' },
  numero_comprobante: { nombre: 'el número de comprobante', clase: 'texto' },
  descripcion: { nombre: 'la descripción', clase: 'texto' },
  tipo: { nombre: 'el tipo de línea', clase: 'texto' },
  resumen: { nombre: 'el resumen', clase: 'texto' },
  reabierto_at: { nombre: 'la reapertura', clase: 'momento' },
  reabierto_por: { nombre: 'quién reabrió la caja', clase: 'texto' },
  no_show: { nombre: '«no se presentó»', clase: 'si_no' },
  monto: { nombre: 'el monto', clase: 'monto' },
  fecha_pago: { nombre: 'la fecha de pago', clase: 'fecha' },
  fecha: { nombre: 'la fecha', clase: 'fecha' },
  cancelacion_motivo: { nombre: 'el motivo de cancelación', clase: 'motivo' },
  cancelacion_detalle: { nombre: 'el detalle de la cancelación', clase: 'texto' },
  cancelacion_dinero: { nombre: 'lo pagado al cancelar desde otras aplicaciones', clase: 'destino' },
  minutos_sincronizacion: { nombre: 'los minutos de sincronización', clase: 'texto' },
  efectivo_esperado: { nombre: 'el efectivo esperado', clase: 'monto' },
  efectivo_contado: { nombre: 'el efectivo contado', clase: 'monto' },
  diferencia: { nombre: 'la diferencia', clase: 'monto' },
  reabierto_motivo: { nombre: 'el motivo de reapertura', clase: 'texto' },
  usuario: { nombre: 'el usuario', clase: 'texto' },
  nombre: { nombre: 'el nombre', clase: 'texto' },
  apellido: { nombre: 'el apellido', clase: 'texto' },
  documento: { nombre: 'el documento', clase: 'texto' },
  telefono: { nombre: 'el teléfono', clase: 'texto' },
  modelo_vehiculo: { nombre: 'el vehículo', clase: 'texto' },
  patente: { nombre: 'la patente', clase: 'texto' },
  precio: { nombre: 'el precio', clase: 'monto' },
  sena_porcentaje: { nombre: 'el porcentaje de seña', clase: 'porcentaje' },
  horas_prereserva: { nombre: 'las horas de pre-reserva', clase: 'texto' },
  alias_bancario: { nombre: 'el alias bancario', clase: 'texto' },
  cbu: { nombre: 'el CBU', clase: 'texto' },
  titular_cuenta: { nombre: 'el titular de la cuenta', clase: 'texto' },
  whatsapp_negocio: { nombre: 'el WhatsApp del negocio', clase: 'texto' },
  rol: { nombre: 'el rol', clase: 'rol' },
  activo: { nombre: 'la cuenta activa', clase: 'si_no' },
  debe_cambiar_contrasena: { nombre: 'la contraseña temporal', clase: 'si_no' },
  // The stay's charges and the catalogue of extras (issue 32).
  concepto: { nombre: 'el concepto', clase: 'texto' },
  motivo: { nombre: 'el motivo', clase: 'texto' },
  cantidad: { nombre: 'la cantidad', clase: 'texto' },
  noches: { nombre: 'las noches', clase: 'texto' },
  precio_unitario: { nombre: 'el precio unitario', clase: 'monto' },
  cobro: { nombre: 'el cobro', clase: 'cobro' },
  // Seasons (issue 35).
  temporada_id: { nombre: 'la temporada', clase: 'ref' },
  color: { nombre: 'el color', clase: 'texto' },
  desde: { nombre: 'el inicio', clase: 'fecha' },
  hasta: { nombre: 'el fin', clase: 'fecha' },
  porcentaje: { nombre: 'el porcentaje', clase: 'porcentaje' },
  recargo_fin_de_semana: { nombre: 'el recargo de fin de semana', clase: 'texto' },
  minimo_noches: { nombre: 'la estadía mínima', clase: 'texto' },
  dias_sin_ingreso: { nombre: 'los días sin ingresos', clase: 'dias' },
  // Guests of a stay and what a check-in requires (issue 36).
  tipo_documento: { nombre: 'el tipo de documento', clase: 'texto' },
  nacionalidad: { nombre: 'la nacionalidad', clase: 'texto' },
  fecha_nacimiento: { nombre: 'la fecha de nacimiento', clase: 'fecha' },
  titular: { nombre: 'el titular', clase: 'si_no' },
  hora_llegada: { nombre: 'la hora de llegada', clase: 'texto' },
  checkin_huespedes: { nombre: 'de quién se piden datos al ingresar', clase: 'texto' },
  checkin_datos: { nombre: 'los datos pedidos al ingresar', clase: 'texto' },
};

/** Fields an update changes along with others that add nothing to the sentence. */
export function campoHistorialConocido(campo: string): boolean {
  return campo in CAMPOS || SILENCIOSOS.has(campo);
}

export const SILENCIOSOS = new Set([
  'created_at', 'contrasena_cambiada_el', 'debe_cambiar_contrasena', 'cancelada_at', 'cancelada_por',
  // Set once when the row is made (its author is the row's user) and never changed after (issue 37).
  'created_by', 'creado_por', 'usuario_id', 'calendario_id', 'uid', 'parte', 'de_la_reserva', 'extra_id', 'tipo_tabla',
]);

export const ENTIDADES: Record<EntidadHistorial, string> = {
  reserva: 'Reserva',
  pago: 'Pago',
  reembolso: 'Reembolso',
  cliente: 'Cliente',
  precio: 'Precio',
  configuracion: 'Configuración',
  usuario: 'Usuario',
  cierre_caja: 'Cierre de caja',
  linea_cuenta: 'Línea de la cuenta',
  extra: 'Extra',
  temporada: 'Temporada',
  temporada_rango: 'Rango de temporada',
  temporada_precio: 'Precio de temporada',
  huesped: 'Huésped',
  limpieza: 'Limpieza de la unidad',
  bloqueo: 'Bloqueo',
};
