/**
 * The guests form (issue 36): react-hook-form over the API's own `huespedesGuardarSchema`, the list as a field
 * array, and what a check-in would still miss, computed live with the API's rule (guest-requirements.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { BUSINESS_TIME_ZONE } from '@camping/contracts/dates';
import { faltantesIngreso, type RequisitosIngreso } from '@camping/contracts/guest-requirements';
import {
  huespedesGuardarSchema,
  type HuespedesGuardarData,
  type HuespedesGuardarInput,
  type HuespedesResponse,
} from '@camping/contracts/schemas/huesped';

export type GuestsForm = UseFormReturn<HuespedesGuardarInput, unknown, HuespedesGuardarData>;

/** A blank new guest: a DNI until said otherwise (the type is dropped while the number is blank). */
export const NUEVO_HUESPED = { titular: false, nombre: '', apellido: '', tipo_documento: 'dni', documento: '', nacionalidad: '', fecha_nacimiento: '' } as const;

/** The API's answer as the form's values: blanks as '', the suggested titular without an id (it is new). */
export function guestsFormValues(data: HuespedesResponse): HuespedesGuardarInput {
  return {
    reserva_id: data.reserva_id,
    huespedes: data.huespedes.map((h) => ({
      ...(h.id === null ? {} : { id: h.id }),
      titular: h.titular,
      nombre: h.nombre,
      apellido: h.apellido,
      tipo_documento: h.tipo_documento ?? 'dni',
      documento: h.documento ?? '',
      nacionalidad: h.nacionalidad ?? '',
      fecha_nacimiento: h.fecha_nacimiento ?? '',
    })),
    modelo_vehiculo: data.modelo_vehiculo ?? '',
    patente: data.patente ?? '',
  };
}

export function useGuestsForm(data: HuespedesResponse): GuestsForm {
  return useForm<HuespedesGuardarInput, unknown, HuespedesGuardarData>({
    resolver: zodResolver(huespedesGuardarSchema),
    defaultValues: guestsFormValues(data),
  });
}

const texto = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** What a check-in would still miss with the values on screen. */
export function useMissingForCheckIn(form: GuestsForm, personas: number, requisitos: RequisitosIngreso): string[] {
  const huespedes = useWatch({ control: form.control, name: 'huespedes' }) ?? [];
  return faltantesIngreso(
    huespedes.map((h) => ({
      titular: h.titular === true,
      nombre: texto(h.nombre) ?? '',
      apellido: texto(h.apellido) ?? '',
      documento: texto(h.documento),
      nacionalidad: texto(h.nacionalidad),
      fecha_nacimiento: texto(h.fecha_nacimiento),
    })),
    personas,
    requisitos,
  );
}

/** Now in the complex's zone, HH:mm: the arrival time the check-in proposes. */
export function horaActual(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('es-AR', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}
