/**
 * The staff's WhatsApp messages to a guest (issue 16): the hold's message (what is held, until when, the seña asked
 * and where to transfer it) and the receipt after a payment (paid and balance). Pure builders: the screens pass the
 * reservation, the settings and, for the receipt, the amounts the payments area computed.
 */
import { nightsBetween } from './dates';
import { TIPO_CAMPING, TIPO_GRUPOS } from './domain';
import { formatARSCents, formatDateAR, formatDateTimeAR, personasLabel } from './format';
import { MSG } from './messages';
import { fromCents } from './money';
import { whatsappPhoneDigits } from './phone';
import type { Configuracion } from './schemas/configuracion';
import type { Reserva } from './schemas/reserva';
import { unitLabel } from './unit-move';

export type ReservaMensaje = Pick<
  Reserva,
  | 'nombre'
  | 'tipo_hospedaje_id'
  | 'numero_hospedaje'
  | 'fecha_entrada'
  | 'fecha_salida'
  | 'cantidad_personas'
  | 'monto_total'
  | 'vence_el'
>;
type DatosBancarios = Pick<Configuracion, 'sena_porcentaje' | 'alias_bancario' | 'cbu' | 'titular_cuenta'>;

/** 'Cabaña 3', 'Dormi 0' (lodging-names.ts), 'Camping', 'Estadía para grupo'. */
export function stayUnitLabel(r: Pick<Reserva, 'tipo_hospedaje_id' | 'numero_hospedaje'>): string {
  if (r.tipo_hospedaje_id === TIPO_CAMPING) return 'Camping';
  if (r.tipo_hospedaje_id === TIPO_GRUPOS) return 'Estadía para grupo';
  if (r.numero_hospedaje === null) return 'Hospedaje';
  return unitLabel({ tipo_hospedaje_id: r.tipo_hospedaje_id, numero: r.numero_hospedaje });
}

/** The seña asked: `porcentaje` % of the total, to the cent. */
export function senaAmount(total: number, porcentaje: number): number {
  // total × porcentaje is the seña in cents already: rounded there, not after a division by 100.
  return fromCents(Math.round(total * porcentaje));
}

function greeting(nombre: string): string {
  const first = nombre.trim().split(/\s+/)[0];
  return first ? `¡Hola, ${first}!` : '¡Hola!';
}

function stayLines(r: ReservaMensaje): string[] {
  const noches = nightsBetween(r.fecha_entrada, r.fecha_salida);
  return [
    `• ${stayUnitLabel(r)}`,
    `• Entrada: ${formatDateAR(r.fecha_entrada)} - Salida: ${formatDateAR(r.fecha_salida)} (${noches === 1 ? '1 noche' : `${noches} noches`})`,
    `• ${personasLabel(r.cantidad_personas)}`,
    `• Total: ${formatARSCents(r.monto_total)}`,
  ];
}

function bankLines(c: DatosBancarios): string[] {
  const lines = [
    c.alias_bancario ? `Alias: ${c.alias_bancario}` : null,
    c.cbu ? `CBU: ${c.cbu}` : null,
    c.titular_cuenta ? `Titular: ${c.titular_cuenta}` : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? ['Datos para la transferencia:', ...lines] : ['Le enviamos los datos para la transferencia por este medio.'];
}

/** The hold's message: the stay, the seña asked with the bank details, and the expiry (DD/MM/YYYY HH:mm, San Luis). */
export function holdWhatsappMessage(reserva: ReservaMensaje, config: DatosBancarios): string {
  const sena = senaAmount(reserva.monto_total, config.sena_porcentaje);
  return [
    `${greeting(reserva.nombre)} Le escribimos del complejo de camping y cabañas de San Luis. Le guardamos esta pre-reserva:`,
    ...stayLines(reserva),
    '',
    `Para confirmarla le pedimos una seña del ${config.sena_porcentaje} %: ${formatARSCents(sena)}.`,
    ...bankLines(config),
    '',
    `La reserva queda guardada hasta el ${formatDateTimeAR(reserva.vence_el)}. Envíenos el comprobante por este medio y la confirmamos. ¡Gracias!`,
  ].join('\n');
}

/** The receipt after a payment: what was paid in all and what remains (amounts computed by the payments area). */
export function receiptWhatsappMessage(reserva: ReservaMensaje, pagos: { totalPagado: number; saldo: number }): string {
  return [
    `${greeting(reserva.nombre)} Recibimos su pago. Gracias.`,
    ...stayLines(reserva),
    '',
    `Pagado: ${formatARSCents(pagos.totalPagado)}`,
    pagos.saldo > 0 ? `Saldo a pagar: ${formatARSCents(pagos.saldo)}` : 'Saldo: $ 0. La estadía está totalmente paga.',
    '',
    '¡Lo esperamos!',
  ].join('\n');
}

/**
 * «Hoy» (issue 17): a message to a guest of the day — the stay and, when money is owed, the balance to pay. The
 * clerk adds the rest (directions, a late arrival) in WhatsApp before sending.
 */
export function stayWhatsappMessage(reserva: ReservaMensaje, saldo: number): string {
  return [
    `${greeting(reserva.nombre)} Le escribimos del complejo de camping y cabañas de San Luis por su estadía:`,
    ...stayLines(reserva),
    ...(saldo > 0 ? ['', `Saldo a pagar: ${formatARSCents(saldo)}`] : []),
  ].join('\n');
}

/** A wa.me link to the guest with the message, or the Spanish reason why there can be none. */
export function guestWhatsappLink(
  telefono: string | null | undefined,
  text: string,
): { url: string; error?: undefined } | { url?: undefined; error: string } {
  if (!telefono || !telefono.trim()) return { error: MSG.sinTelefonoWhatsapp };
  const digits = whatsappPhoneDigits(telefono);
  if (!digits) return { error: MSG.telefonoNoWhatsapp };
  return { url: `https://wa.me/${digits}?text=${encodeURIComponent(text)}` };
}
