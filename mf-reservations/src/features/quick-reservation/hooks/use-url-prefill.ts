/**
 * Reserva Rápida opened from the calendar's planning grid (issue 18) comes with the unit and nights chosen there:
 * `?tipo=1&hospedaje=5&entrada=2026-01-10&salida=2026-01-13`. Those fields replace the draft's; the client typed in
 * the draft stays. The query is then dropped from the address, so a reload keeps the draft, not the link.
 */
import { useEffect, useState } from 'react';
import { isIsoDate } from '@camping/contracts/dates';
import { readQuickDraft } from './use-quick-draft';
import type { QuickValues } from '../lib/quick-form';

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** The draft with the link's fields applied; anything unreadable in the link is ignored. */
export function withUrlPrefill(values: QuickValues, search: string): QuickValues {
  const params = new URLSearchParams(search);
  const tipo = params.get('tipo') ?? '';
  const hospedaje = params.get('hospedaje') ?? '';
  const entrada = params.get('entrada') ?? '';
  const salida = params.get('salida') ?? '';
  if (!/^[1-4]$/.test(tipo)) return values;
  const next: QuickValues = {
    ...values,
    tipo_hospedaje_id: tipo,
    hospedaje_id: POSITIVE_INT.test(hospedaje) ? hospedaje : '',
    // People and amount belonged to the draft's stay.
    cantidad_personas: '',
    cantidad_adultos: '',
    cantidad_menores: '',
    monto_total: '',
  };
  if (isIsoDate(entrada)) next.fecha_entrada = entrada;
  if (isIsoDate(salida)) next.fecha_salida = salida;
  return next;
}

export function useUrlPrefill(navigate?: (to: string, options?: { replace?: boolean }) => void): QuickValues {
  const [search] = useState(() => window.location.search);
  const [values] = useState(() => withUrlPrefill(readQuickDraft(), search));
  useEffect(() => {
    if (search && navigate) navigate(window.location.pathname, { replace: true });
  }, [search, navigate]);
  return values;
}
