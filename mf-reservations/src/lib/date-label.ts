/**
 * 'Viernes 12/03/2027': a date with its weekday, in es-AR, whatever the browser's language: a receptionist confirming
 * «llega el viernes» wants the weekday beside the date field's DD/MM/YYYY.
 */
import { isIsoDate } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';

const weekday = new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'UTC' });

export function dateWithWeekday(iso: string): string {
  if (!isIsoDate(iso)) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const name = weekday.format(new Date(Date.UTC(y, m - 1, d)));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${formatDateAR(iso)}`;
}
