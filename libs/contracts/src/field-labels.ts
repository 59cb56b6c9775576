/**
 * One mapping from a field to the words the screens label it with (issue 37, item 2): every validation message the
 * shared schemas build names the field through here, so the API and the forms say «El campo hospedaje es
 * obligatorio» under the select labelled «Hospedaje», never «El campo hospedaje_id es obligatorio». A field no screen
 * shows (page, sort, search, ids of API-only calls) keeps its own name: the caller of the API reads that name.
 * A label passed instead of a field name ('monto total') is returned as it is.
 */
const ETIQUETAS: Record<string, string> = {
  hospedaje_id: 'hospedaje',
  tipo_hospedaje_id: 'tipo de hospedaje',
  cliente_id: 'cliente',
  reserva_id: 'reserva',
  fecha_entrada: 'fecha de entrada',
  fecha_salida: 'fecha de salida',
  fecha_pago: 'fecha de pago',
  fecha_inicio: 'fecha de inicio',
  fecha_fin: 'fecha de fin',
  fecha_nacimiento: 'fecha de nacimiento',
  cantidad_personas: 'personas',
  monto_total: 'monto total',
  metodo_pago: 'método de pago',
  telefono: 'teléfono',
  modelo_vehiculo: 'modelo de vehículo',
  precio_unitario: 'precio unitario',
  sena_porcentaje: 'porcentaje de seña',
  sena_monto: 'monto de la seña',
  reembolso_monto: 'monto a devolver',
  horas_prereserva: 'horas de pre-reserva',
  alias_bancario: 'alias bancario',
  titular_cuenta: 'titular de la cuenta',
  whatsapp_negocio: 'WhatsApp del negocio',
  motivo_detalle: 'detalle del motivo',
  minimo_noches: 'estadía mínima',
};

/** The words a screen uses for `campo` (lower case, to follow «El campo …»). */
export function etiquetaCampo(campo: string): string {
  return ETIQUETAS[campo] ?? campo;
}

/** The label as a screen's field shows it: «Fecha de entrada», «Hospedaje». */
export function etiquetaPantalla(campo: string): string {
  const texto = etiquetaCampo(campo);
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
