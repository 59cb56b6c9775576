/** es-AR display formats: dates DD/MM/YYYY, ARS amounts, phones 2-4-4 (spec section 9). */
import { BUSINESS_TIME_ZONE, isIsoDate } from './dates';
import { MSG_PUBLICO } from './messages-publico';

/** A formatter built on first use: building Intl formatters is costly, and most pages that load this show no amount. */
function onFirstUse(make: () => Intl.NumberFormat): () => Intl.NumberFormat {
  let formatter: Intl.NumberFormat | undefined;
  return () => (formatter ??= make());
}

const arsNoDecimals = onFirstUse(
  () => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);
const arsDecimals = onFirstUse(
  () => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const integer = onFirstUse(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }));

/** `$ 46.000`: amounts without decimals, as the price and report screens show them. */
export function formatARS(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (n === null || n === undefined || !Number.isFinite(n)) return arsNoDecimals().format(0);
  return arsNoDecimals().format(n);
}

/** `$ 46.000,50`: when cents matter (a reservation total typed by hand). */
export function formatARSCents(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (n === null || n === undefined || !Number.isFinite(n)) return arsDecimals().format(0);
  return Number.isInteger(n) ? arsNoDecimals().format(n) : arsDecimals().format(n);
}

export function formatInteger(n: number): string {
  return integer().format(n);
}

/**
 * `YYYY-MM-DD` (or an ISO timestamp) as DD/MM/YYYY. Missing: 'No disponible'; unparseable: 'Fecha inválida'.
 * Timestamps are shown in the complex's zone so a late-evening registration keeps its day.
 */
export function formatDateAR(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MSG_PUBLICO.fechaNoDisponible;
  if (isIsoDate(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MSG_PUBLICO.fechaInvalida;
  const parts = new Intl.DateTimeFormat('es-AR', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')}`;
}


/**
 * A moment (ISO timestamp) as `DD/MM/YYYY HH:mm` in the complex's zone, 24-hour clock: a hold's expiry. Missing:
 * 'No disponible'; unparseable: 'Fecha inválida'.
 */
export function formatDateTimeAR(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MSG_PUBLICO.fechaNoDisponible;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MSG_PUBLICO.fechaInvalida;
  const parts = new Intl.DateTimeFormat('es-AR', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** Phones in the 2-4-4 grouping (`11 2345 6789`); anything that is not ten digits is shown as typed. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** 'apellido, nombre', the way staff read client names everywhere in the admin. */
/** '1 persona', '3 personas': the people selectors and labels of every screen. */
export function personasLabel(n: number): string {
  return n === 1 ? '1 persona' : `${n} personas`;
}

export function formatClientName(c: { nombre?: string | null; apellido?: string | null }): string {
  const apellido = (c.apellido ?? '').trim();
  const nombre = (c.nombre ?? '').trim();
  if (apellido && nombre) return `${apellido}, ${nombre}`;
  return apellido || nombre;
}

/** How many rows match out of how many exist, as a list's counter reads while searching: `12 de 542 reservas`. */
export function formatCountOf(shown: number, total: number, noun: { singular: string; plural: string }): string {
  return `${formatInteger(shown)} de ${formatInteger(total)} ${total === 1 ? noun.singular : noun.plural}`;
}
