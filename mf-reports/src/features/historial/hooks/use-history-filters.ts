import { useState } from 'react';
import type { HistorialFiltros } from '@camping/contracts/api/historial';
import type { EntidadHistorial } from '@camping/contracts/schemas/historial';

export const HISTORIAL_PAGE_SIZE = 50;

export interface HistoryFilterValues {
  usuario: string;
  desde: string;
  hasta: string;
  entidad: EntidadHistorial | '';
}

const EMPTY: HistoryFilterValues = { usuario: '', desde: '', hasta: '', entidad: '' };

/** The screen's filters and page; a changed filter goes back to page 1. A range upside down is not asked. */
export function useHistoryFilters() {
  const [values, setValues] = useState<HistoryFilterValues>(EMPTY);
  const [page, setPage] = useState(1);
  const error = values.desde && values.hasta && values.desde > values.hasta ? 'La fecha desde no puede ser posterior a hasta' : null;
  const filtros: HistorialFiltros = {
    page,
    page_size: HISTORIAL_PAGE_SIZE,
    usuario: values.usuario.trim() || undefined,
    desde: values.desde || undefined,
    hasta: values.hasta || undefined,
    entidad: values.entidad || undefined,
  };
  const setFilter = <K extends keyof HistoryFilterValues>(key: K, value: HistoryFilterValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setPage(1);
  };
  const reset = () => {
    setValues(EMPTY);
    setPage(1);
  };
  return { values, filtros, page, setPage, setFilter, reset, error };
}
