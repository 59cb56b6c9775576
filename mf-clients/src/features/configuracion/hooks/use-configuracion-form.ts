/** react-hook-form over the shared `configuracionUpdateSchema`: the same rules and Spanish messages as the API. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  configuracionUpdateSchema,
  type Configuracion,
  type ConfiguracionUpdateData,
  type ConfiguracionUpdateInput,
} from '@camping/contracts/schemas/configuracion';

export const SETTINGS_FIELDS = [
  { name: 'sena_porcentaje', label: 'Seña (%)', hint: 'Porcentaje del total que se pide para confirmar una pre-reserva.', inputMode: 'numeric' },
  { name: 'horas_prereserva', label: 'Duración de la pre-reserva (horas)', hint: 'Cuánto tiempo queda retenida la unidad sin seña (1 a 720).', inputMode: 'numeric' },
  { name: 'alias_bancario', label: 'Alias de la cuenta', hint: 'Entre 6 y 20 caracteres: letras, números, puntos y guiones.', inputMode: 'text' },
  { name: 'cbu', label: 'CBU', hint: '22 dígitos; se verifican los dígitos de control.', inputMode: 'numeric' },
  { name: 'titular_cuenta', label: 'Titular de la cuenta', hint: 'Como figura en el banco.', inputMode: 'text' },
  { name: 'whatsapp_negocio', label: 'WhatsApp del complejo', hint: 'Celular con código de área, por ejemplo 266 444-1234.', inputMode: 'tel' },
  { name: 'minutos_sincronizacion', label: 'Sincronización de calendarios (minutos)', hint: 'Cada cuántos minutos se leen los calendarios importados en Canales (5 a 1440).', inputMode: 'numeric' },
] as const;
export type SettingsFieldName = (typeof SETTINGS_FIELDS)[number]['name'];

export type SettingsFormValues = Record<SettingsFieldName, string>;

export function toSettingsValues(c: Configuracion | undefined): SettingsFormValues {
  return {
    sena_porcentaje: c ? String(c.sena_porcentaje) : '',
    horas_prereserva: c ? String(c.horas_prereserva) : '',
    alias_bancario: c?.alias_bancario ?? '',
    cbu: c?.cbu ?? '',
    titular_cuenta: c?.titular_cuenta ?? '',
    whatsapp_negocio: c?.whatsapp_negocio ?? '',
    minutos_sincronizacion: c ? String(c.minutos_sincronizacion) : '',
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
