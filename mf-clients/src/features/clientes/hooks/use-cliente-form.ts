/** react-hook-form over the shared `clienteInputSchema`: the same rules the API applies, in Spanish. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import { clienteInputSchema, type Cliente, type ClienteData, type ClienteInput } from '@camping/contracts/schemas/cliente';
import { serverFieldError } from '../lib/server-field-error';

export const CLIENT_FIELDS = [
  { name: 'nombre', label: 'Nombre', required: true, autoComplete: 'given-name', type: 'text' },
  { name: 'apellido', label: 'Apellido', required: true, autoComplete: 'family-name', type: 'text' },
  { name: 'documento', label: 'Documento (DNI)', required: true, autoComplete: 'off', type: 'text' },
  { name: 'telefono', label: 'Teléfono', required: false, autoComplete: 'tel', type: 'tel' },
  { name: 'modelo_vehiculo', label: 'Modelo de vehículo', required: false, autoComplete: 'off', type: 'text' },
  { name: 'patente', label: 'Patente', required: false, autoComplete: 'off', type: 'text' },
] as const;

export type ClientFieldName = (typeof CLIENT_FIELDS)[number]['name'];
export const CLIENT_FIELD_NAMES: readonly ClientFieldName[] = CLIENT_FIELDS.map((f) => f.name);
export type ClienteFormValues = Record<ClientFieldName, string>;

export function toFormValues(cliente?: Cliente | null): ClienteFormValues {
  return {
    nombre: cliente?.nombre ?? '',
    apellido: cliente?.apellido ?? '',
    documento: cliente?.documento ?? '',
    telefono: cliente?.telefono ?? '',
    modelo_vehiculo: cliente?.modelo_vehiculo ?? '',
    patente: cliente?.patente ?? '',
  };
}

export function useClienteForm(cliente?: Cliente | null) {
  return useForm<ClienteInput, unknown, ClienteData>({
    resolver: zodResolver(clienteInputSchema),
    defaultValues: toFormValues(cliente),
  });
}

export type ClienteForm = UseFormReturn<ClienteInput, unknown, ClienteData>;

/**
 * A server refusal goes next to the field it names, else above the form; what was typed stays either way. An ended
 * session shows nothing here: the login dialog opens over the form.
 */
export function showServerRefusal(form: ClienteForm, error: unknown, fallback: string): void {
  const message = failureMessage(error, fallback);
  if (message === null) return;
  const onField = serverFieldError(error, CLIENT_FIELD_NAMES);
  if (onField) form.setError(onField.field, { message: onField.message }, { shouldFocus: true });
  else form.setError('root.server', { message });
}
