/**
 * react-hook-form over the shared close schema with the till's expected cash: the same checks the API makes (amount,
 * day, and a note for any difference). react-hook-form reads its options on every render, so a till read again
 * meanwhile checks against the new expected cash, and what was typed stays.
 */
import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cajaCerrarConEsperadoSchema, type CajaCerrarData, type CajaCerrarInput } from '@camping/contracts/schemas/caja';

/**
 * The amount field's value as the schema reads it: nothing typed is «missing», not 0. react-hook-form also passes the
 * number it holds when the field mounts again (back from the review).
 */
export function contadoValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : undefined;
}

export function useCloseTillForm(fecha: string, esperado: number) {
  const resolver = useMemo(() => zodResolver(cajaCerrarConEsperadoSchema(esperado)), [esperado]);
  return useForm<CajaCerrarInput, unknown, CajaCerrarData>({ resolver, defaultValues: { fecha, observaciones: '' } });
}
