/**
 * A stay's dates on react-day-picker (range mode, Spanish, weeks from Monday), through `@camping/ui/day-picker`: the
 * library is loaded once for this and the date fields' calendars. Values are `YYYY-MM-DD` strings; the
 * `Date` objects the widget wants never leave this file. Check-out is the last day picked: the nights are the days
 * between the two.
 */
import { SpanishDayPicker, type DateRange } from '@camping/ui/day-picker';
import { isIsoDate, isoToLocalDate, localDateToIso, nightsBetween } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { useMediaQuery } from '@camping/ui/hooks/use-media-query';
import { nightsLabel } from '../lib/lodging-label';
import './date-range-picker.css';

export interface StayRange {
  entrada: string;
  salida: string;
}

export interface DateRangePickerProps extends StayRange {
  onChange: (range: StayRange) => void;
  /** First selectable day (today for a new stay). */
  minDate?: string;
  /** Last selectable day (10 years ahead). */
  maxDate?: string;
  /** Legend of the fieldset, read by screen readers and shown above the calendar. */
  legend: string;
  /** New bookings: a click after a complete range starts a new one. Editing: a click moves the nearest end. */
  resetOnSelect?: boolean;
  /** Months shown side by side on wide screens (one on phones). */
  months?: 1 | 2;
  /** A range may not run over a disabled day (new stays). Editing a stay that began in the past needs false. */
  excludeDisabled?: boolean;
  invalid?: boolean;
}

export function DateRangePicker({
  entrada,
  salida,
  onChange,
  minDate,
  maxDate,
  legend,
  resetOnSelect = false,
  excludeDisabled = true,
  invalid = false,
  months = 2,
}: DateRangePickerProps) {
  const twoMonths = useMediaQuery('(min-width: 720px)') && months === 2;
  const selected: DateRange | undefined = isIsoDate(entrada)
    ? { from: isoToLocalDate(entrada), to: isIsoDate(salida) ? isoToLocalDate(salida) : undefined }
    : undefined;
  const disabled = [
    ...(minDate ? [{ before: isoToLocalDate(minDate) }] : []),
    ...(maxDate ? [{ after: isoToLocalDate(maxDate) }] : []),
  ];
  const noches = nightsBetween(entrada, salida);

  return (
    <fieldset className={invalid ? 'rsv-range rsv-range-invalid' : 'rsv-range'}>
      <legend>{legend}</legend>
      <SpanishDayPicker
        mode="range"
        min={1}
        numberOfMonths={twoMonths ? 2 : 1}
        resetOnSelect={resetOnSelect}
        selected={selected}
        defaultMonth={selected?.from ?? (minDate ? isoToLocalDate(minDate) : undefined)}
        startMonth={minDate && (!selected?.from || minDate <= entrada) ? isoToLocalDate(minDate) : selected?.from}
        endMonth={maxDate ? isoToLocalDate(maxDate) : undefined}
        disabled={disabled}
        excludeDisabled={excludeDisabled}
        onSelect={(range) =>
          onChange({
            entrada: range?.from ? localDateToIso(range.from) : '',
            salida: range?.to && range.from && range.to > range.from ? localDateToIso(range.to) : '',
          })
        }
      />
      <div className="rsv-range-summary" aria-live="polite">
        <div>
          <span className="rsv-range-label">Entrada</span>
          <strong data-testid="rango-entrada">{entrada ? formatDateAR(entrada) : '—'}</strong>
        </div>
        <div>
          <span className="rsv-range-label">Salida</span>
          <strong data-testid="rango-salida">{salida ? formatDateAR(salida) : '—'}</strong>
        </div>
        <div>
          <span className="rsv-range-label">Noches</span>
          <strong>{noches > 0 ? nightsLabel(noches) : '—'}</strong>
        </div>
      </div>
    </fieldset>
  );
}
