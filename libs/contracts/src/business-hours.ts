/**
 * Reception hours (BUSINESS_HOURS, e.g. '08:00-20:00', in the complex's zone): the chat bubble says «En línea» only
 * within them. A range that ends before it starts ('22:00-06:00') runs past midnight.
 */
import { BUSINESS_TIME_ZONE } from './dates';

export interface HorarioAtencion {
  /** 'HH:MM', inclusive. */
  desde: string;
  /** 'HH:MM', exclusive ('24:00' is the end of the day). */
  hasta: string;
}

/** BUSINESS_HOURS when it is not set: the reception hours of the spec (section 1). */
export const DEFAULT_BUSINESS_HOURS = '08:00-20:00';

/** The pools' hours in season (spec section 1): a fact of the complex, not configured. */
export const POOL_HOURS: HorarioAtencion = { desde: '10:00', hasta: '19:00' };

export const BUSINESS_HOURS_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/** '08:00-20:00' as {desde, hasta}; null when it is not two HH:MM times joined by '-' or both are equal. */
export function parseBusinessHours(text: string): HorarioAtencion | null {
  const match = BUSINESS_HOURS_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, h1, m1, h2, m2] = match;
  if (h2 === '24' && m2 !== '00') return null;
  const horario = { desde: `${h1}:${m1}`, hasta: `${h2}:${m2}` };
  return horario.desde === horario.hasta ? null : horario;
}

/** The configured hours (GET /api/public/sitio), or the default ones while they are not known. */
export function receptionHours(configured?: HorarioAtencion | null): HorarioAtencion {
  return configured ?? (parseBusinessHours(DEFAULT_BUSINESS_HOURS) as HorarioAtencion);
}

/** As the site writes hours: '8:00-20:00' (no leading zero on the hour). */
export function formatBusinessHours({ desde, hasta }: HorarioAtencion): string {
  const short = (time: string) => time.replace(/^0(\d)/, '$1');
  return `${short(desde)}-${short(hasta)}`;
}

/**
 * Built on first use, not when the module loads: a formatter with a time zone reads ICU's zone data (~100 ms on a
 * throttled phone, the largest single task of the public home's load), and only the open chat bubble asks the time.
 */
let clock: Intl.DateTimeFormat | undefined;

/** 'HH:MM' now in the complex's zone. */
export function businessClock(now: Date = new Date()): string {
  clock ??= new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return clock.format(now);
}

export function withinBusinessHours(horario: HorarioAtencion, now: Date = new Date()): boolean {
  const time = businessClock(now);
  const { desde, hasta } = horario;
  return desde < hasta ? time >= desde && time < hasta : time >= desde || time < hasta;
}
