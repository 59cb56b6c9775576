/**
 * The report's filters: a date range that starts as the current month in the complex's zone, a payment method and
 * a lodging type ('todos' = no filter). They are checked with the same schema the API uses, so a range that the
 * server would refuse is explained here and never sent.
 */
import { useCallback, useMemo, useState } from 'react';
import { addMonthsIso, monthRange, todayIso } from '@camping/contracts/dates';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { reporteQuerySchema } from '@camping/contracts/schemas/reporte';

export interface ReportFilters {
  fecha_inicio: string;
  fecha_fin: string;
  metodo_pago: string;
  tipo_hospedaje: string;
}

export type RangePreset = 'este-mes' | 'mes-anterior' | 'este-anio';

export const RANGE_PRESETS: Array<{ id: RangePreset; label: string }> = [
  { id: 'este-mes', label: 'Este mes' },
  { id: 'mes-anterior', label: 'Mes anterior' },
  { id: 'este-anio', label: 'Este año' },
];

export function presetRange(preset: RangePreset, today: string = todayIso()): { fecha_inicio: string; fecha_fin: string } {
  if (preset === 'este-anio') {
    const year = today.slice(0, 4);
    return { fecha_inicio: `${year}-01-01`, fecha_fin: `${year}-12-31` };
  }
  const { desde, hasta } = monthRange(preset === 'mes-anterior' ? addMonthsIso(today, -1) : today);
  return { fecha_inicio: desde, fecha_fin: hasta };
}

export function defaultFilters(today: string = todayIso()): ReportFilters {
  return { ...presetRange('este-mes', today), metodo_pago: 'todos', tipo_hospedaje: 'todos' };
}

/** null when the filters can be sent; otherwise the Spanish reason. */
export function validateFilters(filters: ReportFilters): string | null {
  const parsed = reporteQuerySchema.safeParse(filters);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

export function useReportFilters(initial: ReportFilters = defaultFilters()) {
  const [filters, setFilters] = useState<ReportFilters>(initial);

  const setFilter = useCallback(<K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  }, []);
  const applyPreset = useCallback((preset: RangePreset) => {
    setFilters((current) => ({ ...current, ...presetRange(preset) }));
  }, []);
  const reset = useCallback(() => setFilters(defaultFilters()), []);

  const error = useMemo(() => validateFilters(filters), [filters]);
  return { filters, setFilter, applyPreset, reset, error };
}
