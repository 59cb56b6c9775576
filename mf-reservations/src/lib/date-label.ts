/**
 * 'Viernes 12/03/2027': a date with its weekday, in es-AR, whatever language the browser's own date input uses
 * (an English phone shows 03/12/2027 there; the weekday and DD/MM/YYYY remove the doubt).
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
