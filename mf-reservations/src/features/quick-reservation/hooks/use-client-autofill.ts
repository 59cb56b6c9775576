/**
 * Reserva Rápida's client lookup: the documento finds an existing client and fills in their data; another
 * documento takes back what was filled in, leaving what the receptionist typed.
 */
import { useEffect, useRef } from 'react';
import type { UseFormClearErrors, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { QuickValues } from '../lib/quick-form';
import { useClientByDocument } from './use-client-by-document';

const CLIENT_FIELDS = ['nombre', 'apellido', 'telefono', 'modelo_vehiculo', 'patente'] as const;

interface FormAccess {
  setValue: UseFormSetValue<QuickValues>;
  getValues: UseFormGetValues<QuickValues>;
  clearErrors: UseFormClearErrors<QuickValues>;
}

export function useClientAutofill(documento: string, { setValue, getValues, clearErrors }: FormAccess) {
  const lookup = useClientByDocument(documento);
  const filledFrom = useRef<{ id: number; values: Record<string, string> } | null>(null);
  const foundId = lookup.status === 'found' ? lookup.cliente.id : null;
  useEffect(() => {
    if (lookup.status === 'found' && filledFrom.current?.id !== lookup.cliente.id) {
      const c = lookup.cliente;
      const filled = {
        nombre: c.nombre,
        apellido: c.apellido,
        telefono: c.telefono ?? '',
        modelo_vehiculo: c.modelo_vehiculo ?? '',
        patente: c.patente ?? '',
      };
      for (const key of CLIENT_FIELDS) setValue(key, filled[key], { shouldValidate: false });
      clearErrors([...CLIENT_FIELDS]);
      filledFrom.current = { id: c.id, values: filled };
    } else if ((lookup.status === 'new' || lookup.status === 'idle') && filledFrom.current) {
      // Another document: what was filled in for the previous client goes, what the receptionist typed stays.
      const previous = filledFrom.current.values;
      for (const key of CLIENT_FIELDS) if (getValues(key) === previous[key]) setValue(key, '');
      filledFrom.current = null;
    }
    // foundId stands for lookup.cliente.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.status, foundId, setValue, getValues, clearErrors]);

  /** After the form is cleared, nothing on it came from a client any more. */
  const forget = () => {
    filledFrom.current = null;
  };
  return { lookup, forget };
}
