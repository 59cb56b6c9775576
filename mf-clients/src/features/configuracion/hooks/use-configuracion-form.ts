/** react-hook-form over the shared `configuracionUpdateSchema`: the same rules and Spanish messages as the API. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { DestinoDinero } from '@camping/contracts/cancellation';
import type { CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import {
  HUESPEDES_INGRESO,
  HUESPEDES_INGRESO_LABEL,
  REQUISITOS_INGRESO_DEFAULT,
  type DatoIngreso,
  type HuespedesIngreso,
} from '@camping/contracts/guest-requirements';
import {
  configuracionUpdateSchema,
  type Configuracion,
  type ConfiguracionUpdateData,
  type ConfiguracionUpdateInput,
} from '@camping/contracts/schemas/configuracion';

/**
 * Issue 32: what a cancellation that does not say (another application's PUT reservas {estado: 'cancelada'}) does
 * with the money received. «Cancelar reserva» always asks.
 */
const CANCELACION_DINERO_OPCIONES: ReadonlyArray<{ value: DestinoDinero; label: string }> = [
  { value: 'conservar', label: 'Conserva (la seña no se devuelve)' },
  { value: 'reembolsar', label: 'Reembolsa completo' },
];

/**
 * Issue 32: what «Registrar salida» offers first for a guest leaving before the booked day (the clerk can still choose
 * the other). Worded to finish the label's sentence; the choices are early-checkout.ts' two.
 */
const SALIDA_ANTICIPADA_COBRO_OPCIONES: ReadonlyArray<{ value: CobroSalidaAnticipada; label: string }> = [
  { value: 'estadia_completa', label: 'la estadía completa' },
  { value: 'noches_usadas', label: 'solo las noches usadas' },
];

/** The form's fields in order: text boxes (with their keyboard), and choices from a list (with their `options`). */
export const SETTINGS_FIELDS = [
  { name: 'sena_porcentaje', label: 'Seña (%)', hint: 'Porcentaje del total que se pide para confirmar una pre-reserva.', inputMode: 'numeric' },
  { name: 'horas_prereserva', label: 'Duración de la pre-reserva (horas)', hint: 'Cuánto tiempo queda retenida la unidad sin seña (1 a 720).', inputMode: 'numeric' },
  { name: 'alias_bancario', label: 'Alias de la cuenta', hint: 'Entre 6 y 20 caracteres: letras, números, puntos y guiones.', inputMode: 'text' },
  { name: 'cbu', label: 'CBU', hint: '22 dígitos; se verifican los dígitos de control.', inputMode: 'numeric' },
  { name: 'titular_cuenta', label: 'Titular de la cuenta', hint: 'Como figura en el banco.', inputMode: 'text' },
  { name: 'whatsapp_negocio', label: 'WhatsApp del complejo', hint: 'Celular con código de área, por ejemplo 266 444-1234.', inputMode: 'tel' },
  { name: 'minutos_sincronizacion', label: 'Sincronización de calendarios (minutos)', hint: 'Cada cuántos minutos se leen los calendarios importados en Canales (5 a 1440).', inputMode: 'numeric' },
  {
    name: 'cancelacion_dinero',
    label: 'Al cancelar desde otras aplicaciones, lo pagado se…',
    hint: 'Para las cancelaciones que llegan sin indicarlo, por ejemplo otro sistema que cambia el estado a «Cancelada». «Cancelar reserva» siempre lo pregunta.',
    options: CANCELACION_DINERO_OPCIONES,
  },
  {
    name: 'salida_anticipada_cobro',
    label: 'Salida anticipada: por omisión se cobra…',
    hint: 'Lo que «Hoy» propone al registrar la salida de un huésped que se va antes de lo reservado; quien la registra puede elegir lo otro. Las noches usadas se cobran al precio por noche de la reserva.',
    options: SALIDA_ANTICIPADA_COBRO_OPCIONES,
  },
  {
    name: 'checkin_huespedes',
    label: 'Al registrar el ingreso se piden los datos de…',
    hint: 'Los datos marcados abajo, del titular o de cada huésped (tantos como personas tiene la reserva). El ingreso no se registra mientras falten.',
    options: HUESPEDES_INGRESO.map((value) => ({ value, label: HUESPEDES_INGRESO_LABEL[value] })),
  },
] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsFieldName = SettingsField['name'];
type TextFieldName = Exclude<SettingsField, { options: unknown }>['name'];

export type SettingsFormValues = Record<TextFieldName, string> & {
  cancelacion_dinero: DestinoDinero;
  salida_anticipada_cobro: CobroSalidaAnticipada;
  checkin_huespedes: HuespedesIngreso;
  checkin_datos: DatoIngreso[];
};

export function toSettingsValues(c: Configuracion | undefined): SettingsFormValues {
  return {
    sena_porcentaje: c ? String(c.sena_porcentaje) : '',
    horas_prereserva: c ? String(c.horas_prereserva) : '',
    alias_bancario: c?.alias_bancario ?? '',
    cbu: c?.cbu ?? '',
    titular_cuenta: c?.titular_cuenta ?? '',
    whatsapp_negocio: c?.whatsapp_negocio ?? '',
    minutos_sincronizacion: c ? String(c.minutos_sincronizacion) : '',
    // An older server does not say: its behaviour was to keep the money.
    cancelacion_dinero: c?.cancelacion_dinero ?? 'conservar',
    // Likewise: before the setting, an early check-out kept the whole stay's amount.
    salida_anticipada_cobro: c?.salida_anticipada_cobro ?? 'estadia_completa',
    // Issue 36: what a check-in requires of the guests (default: the titular's document).
    checkin_huespedes: c?.checkin_huespedes ?? REQUISITOS_INGRESO_DEFAULT.checkin_huespedes,
    checkin_datos: [...(c?.checkin_datos ?? REQUISITOS_INGRESO_DEFAULT.checkin_datos)],
  };
}

/** The form, filled (and refilled after a save) from the stored settings. */
export function useConfiguracionForm(configuracion: Configuracion | undefined) {
  const form = useForm<ConfiguracionUpdateInput, unknown, ConfiguracionUpdateData>({
    resolver: zodResolver(configuracionUpdateSchema),
    defaultValues: toSettingsValues(configuracion),
  });
  const { reset } = form;
  useEffect(() => {
    if (configuracion) reset(toSettingsValues(configuracion));
  }, [configuracion, reset]);
  return form;
}
