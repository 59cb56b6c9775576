/**
 * The register's range and page (issue 36): this month by default; a changed day goes back to page 1. A range upside
 * down or longer than a year is not asked (the API's own limits, said here first).
 */
import { useState } from 'react';
import { monthRange, todayIso } from '@camping/contracts/dates';
import { rangeSpan } from '@camping/contracts/schemas/date-range';
import { REGISTRO_RANGO_MAXIMO } from '@camping/contracts/schemas/huesped';

export const REGISTRO_PAGE_SIZE = 50;

export function rangeProblem(desde: string, hasta: string): string | null {
  if (!desde || !hasta) return 'Elija desde y hasta';
  if (desde > hasta) return 'La fecha desde no puede ser posterior a hasta';
  if (rangeSpan(desde, hasta, REGISTRO_RANGO_MAXIMO.unidad) > REGISTRO_RANGO_MAXIMO.max) return 'Elija como máximo un año (366 días)';
  return null;
}

export function useRegisterRange(today: string = todayIso()) {
  const [range, setRange] = useState(() => monthRange(today));
  const [page, setPage] = useState(1);
  const setDay = (key: 'desde' | 'hasta', iso: string) => {
    setRange((r) => ({ ...r, [key]: iso }));
    setPage(1);
  };
  return { ...range, page, setPage, setDay, error: rangeProblem(range.desde, range.hasta) };
}
