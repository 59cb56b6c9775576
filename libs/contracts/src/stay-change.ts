/**
 * One rule for a changed stay (issue 32, docs/stay-account.md): whatever changes a stay's nights, unit, type or
 * people (the edit modal, a drag or resize in the Planilla, the calendar's room move, «Hoy»'s extension and early
 * check-out), the clerk sees the same answer before anything is saved: old → new dates and unit, the amount the price
 * list gives the changed stay with its breakdown, what was paid and the balance each choice would leave. Pure: the
 * screen hands in the price of a night (from the API's price quote) and sends what the clerk chose through PUT
 * reservas, which keeps the spec's shape («Aplicar monto nuevo» sends `monto_total`, «Mantener monto» does not); the
 * early check-out sends the choice itself and the API applies this same rule (StayStatesService).
 */
import { nightsBetween } from './dates';
import type { CobroSalidaAnticipada } from './early-checkout';
import { tipoSinUnidad } from './domain';
import { formatARSCents, personasLabel } from './format';
import { stayUnitLabel } from './guest-whatsapp';
import { toCents } from './money';
import { applyDiscount, unitTotal } from './pricing';
import { breakdownText } from './seasons/price-stay';
import { BASE_LABEL } from './seasons/season-messages';
import type { Reserva } from './schemas/reserva';
import { amountBreakdown, datesText, methodText, STAY_CHANGE_TEXT, withCharges } from './stay-change-text';

export { amountBreakdown, STAY_CHANGE_TEXT };

/**
 * What the rule reads of a stay: where and when, who, what sets its price, and its amount. For the changed stay,
 * `monto_total` is the amount the screen holds: the saved one, unless the clerk typed another (the edit modal).
 */
export type StayTerms = Pick<
  Reserva,
  | 'hospedaje_id'
  | 'numero_hospedaje'
  | 'tipo_hospedaje_id'
  | 'fecha_entrada'
  | 'fecha_salida'
  | 'cantidad_personas'
  | 'metodo_pago'
  | 'descuento'
  | 'monto_total'
> &
  /** The account's extra and manual charges (item 4): they stay when the lodging is priced again. */
  Partial<Pick<Reserva, 'cargos_adicionales'>>;

/** The stay as saved also says what it holds: payments less refunds. */
export type SavedStay = StayTerms & Pick<Reserva, 'total_pagado'>;

/**
 * The seasons' pricing rule's answer for the changed stay's own dates (issue 35: GET hospedajes?precio with
 * fecha_entrada and fecha_salida): its lodging total, the breakdown by season, and the rule's refusal (a minimum stay
 * or a day with no arrivals), which staff may override with a reason.
 */
export interface StayQuote {
  /** Pesos; null when a night has no price (then `refusal` says which). */
  total: number | null;
  /** «3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)». */
  breakdown: string;
  refusal: string | null;
}

/** What the price list answers for the changed stay (cabins and dormis): a night's base price, and the stay's. */
export type NightPrice =
  | { status: 'pending' }
  | { status: 'ready'; amount: number; stay?: StayQuote }
  /** The list has no price for it (people above the priced ones, a method without price) or could not be read. */
  | { status: 'missing'; message: string | null };

/** One line of the change: `after` is null when that part stays as it was. */
export interface StayChangeLine {
  label: string;
  before: string;
  after: string | null;
}

/**
 * What the stay's amount becomes: the list's (`prorated`: the stay's own price of a night, when the list cannot price
 * it but only the number of nights changed), kept by hand (camping, groups, no price), or still being asked.
 */
export type StayChangeAmount =
  | { kind: 'same' }
  | { kind: 'repriced'; total: number; breakdown: string; prorated?: boolean }
  | { kind: 'pending' }
  | { kind: 'kept'; note: string };

/**
 * One of the clerk's choices: the amount it saves, the balance it leaves, why it cannot be sent, if so, and what goes
 * back to the guest with it (only where the screen refunds the excess itself: the early check-out).
 */
export interface AmountChoice {
  label: string;
  total: number;
  balance: number;
  refusal: string | null;
  refund?: number;
}

/**
 * Where the change is made. `refundExcess`: a total below what was paid is not refused; the difference goes back to
 * the guest in the same call (the early check-out, which asks how).
 */
export interface StayChangeOptions {
  refundExcess?: boolean;
  /**
   * The seasons' limits on the changed dates for a stay the list does not price (camping, groups): the screen asks
   * them apart (GET temporadas/limites), as the API checks every type (issue 35). Undefined: not asked.
   */
  seasonLimit?: string | null;
}

export interface StayChangeReview {
  lines: StayChangeLine[];
  /** The dates, unit, type or people changed. */
  moved: boolean;
  /** Something the list's price depends on changed: type, number of nights, people, payment method or discount. */
  priced: boolean;
  /** Whether the screen must ask before saving. */
  needsConfirmation: boolean;
  before: number;
  paid: number;
  amount: StayChangeAmount;
  /** The seasons' refusal of the changed stay (minimum stay, no arrivals that day): shown, and overridden with a reason. */
  seasonRefusal: string | null;
  /** «Aplicar monto nuevo»: null when there is no other amount to apply (or while its price is on its way). */
  apply: AmountChoice | null;
  /** «Mantener monto» (or «Confirmar cambio» when there is nothing to choose): the amount the screen holds. */
  keep: AmountChoice;
}

/** The stay's total by the seasons' rule and its breakdown; a stay all at the base prices reads as before. */
function seasonalAmount(stay: StayQuote & { total: number }, nights: number, night: number, changed: StayTerms): StayChangeAmount {
  const cargos = changed.cargos_adicionales ?? 0;
  const allBase = stay.breakdown === breakdownText([{ noches: nights, precio: night, etiqueta: BASE_LABEL }]);
  const text = allBase ? amountBreakdown(nights, night, changed.descuento, cargos) : withCharges(stay.breakdown, changed.descuento, cargos);
  const total = (toCents(applyDiscount(stay.total, changed.descuento)) + toCents(cargos)) / 100;
  return { kind: 'repriced', total, breakdown: text };
}

function lines(saved: StayTerms, changed: StayTerms): StayChangeLine[] {
  const line = (label: string, before: string, after: string): StayChangeLine => ({ label, before, after: after === before ? null : after });
  // Dates and unit always (they say which stay this is); the rest only when it changed.
  const always = [line('Fechas', datesText(saved), datesText(changed)), line('Hospedaje', stayUnitLabel(saved), stayUnitLabel(changed))];
  const changedOnly = [
    line('Personas', personasLabel(saved.cantidad_personas), personasLabel(changed.cantidad_personas)),
    line('Método de pago', methodText(saved.metodo_pago), methodText(changed.metodo_pago)),
    line('Descuento', formatARSCents(saved.descuento), formatARSCents(changed.descuento)),
  ].filter((l) => l.after !== null);
  return [...always, ...changedOnly];
}

/** Only the number of nights changed among what prices a stay: the stay's own night can price the new ones. */
function onlyNightsChanged(saved: StayTerms, changed: StayTerms): boolean {
  return (
    saved.tipo_hospedaje_id === changed.tipo_hospedaje_id &&
    saved.cantidad_personas === changed.cantidad_personas &&
    saved.metodo_pago === changed.metodo_pago &&
    toCents(saved.descuento) === toCents(changed.descuento)
  );
}

/**
 * The new nights at the saved stay's own price of a night: its lodging (the amount less the other charges, plus the
 * discount) over its nights. For what the list cannot price (camping, whose amount is base + people by night; groups,
 * agreed by hand; a price since removed), this is the price the guest accepted, and the change is only of nights.
 */
function prorated(saved: StayTerms, changed: StayTerms): StayChangeAmount | null {
  const before = nightsBetween(saved.fecha_entrada, saved.fecha_salida);
  const after = nightsBetween(changed.fecha_entrada, changed.fecha_salida);
  if (before <= 0 || !onlyNightsChanged(saved, changed)) return null;
  const cargos = toCents(changed.cargos_adicionales ?? 0);
  const lodging = toCents(saved.monto_total) - toCents(saved.cargos_adicionales ?? 0) + toCents(saved.descuento);
  if (lodging <= 0) return null;
  const total = (Math.round((lodging * after) / before) + cargos - toCents(changed.descuento)) / 100;
  const night = Math.round(lodging / before) / 100;
  return { kind: 'repriced', total, prorated: true, breakdown: amountBreakdown(after, night, changed.descuento, cargos / 100, STAY_CHANGE_TEXT.prorated) };
}

function newAmount(saved: StayTerms, changed: StayTerms, priced: boolean, price: NightPrice): StayChangeAmount {
  if (!priced) return { kind: 'same' };
  // Camping keeps no adult/minor split to price again, and a group's amount is agreed by hand: their nights are priced
  // at the stay's own night when only their number changed, and anything else is changed by hand.
  if (tipoSinUnidad(changed.tipo_hospedaje_id)) return prorated(saved, changed) ?? { kind: 'kept', note: STAY_CHANGE_TEXT.byHand };
  if (price.status === 'pending') return { kind: 'pending' };
  // No price for the stay: its own night prices it when only the number of nights changed; else it is kept.
  const noPrice = (message: string | null) =>
    prorated(saved, changed) ?? { kind: 'kept' as const, note: `${(message ?? STAY_CHANGE_TEXT.noPrice).replace(/\.$/, '')}. ${STAY_CHANGE_TEXT.keptNoPrice}` };
  if (price.status === 'missing') return noPrice(price.message);
  const nights = nightsBetween(changed.fecha_entrada, changed.fecha_salida);
  if (price.stay) {
    const { total } = price.stay;
    return total === null ? noPrice(price.stay.refusal) : seasonalAmount({ ...price.stay, total }, nights, price.amount, changed);
  }
  // pricing.ts's own rule (rounded to the cent), then compared and subtracted as integer cents.
  // The account's other charges stay as they are: only the lodging follows the list.
  const cargos = changed.cargos_adicionales ?? 0;
  const total = (toCents(unitTotal({ precioPorDia: price.amount, dias: nights, descuento: changed.descuento })) + toCents(cargos)) / 100;
  return { kind: 'repriced', total, breakdown: amountBreakdown(nights, price.amount, changed.descuento, cargos) };
}

/** A total below what the stay holds is refused by the API (and the database): the difference goes back first. */
function choice(label: string, what: string, total: number, paid: number, options: StayChangeOptions): AmountChoice {
  const balance = (toCents(total) - toCents(paid)) / 100;
  if (options.refundExcess) return { label, total, balance: Math.max(balance, 0), refusal: null, refund: Math.max(-balance, 0) };
  const refusal =
    balance < 0
      ? `${what} (${formatARSCents(total)}) es menor que lo pagado (${formatARSCents(paid)}): para aplicarlo, primero ` +
        `registre el reembolso de la diferencia (${formatARSCents(-balance)}) en Pagos.`
      : null;
  return { label, total, balance, refusal };
}

/**
 * The seasons' refusal of the changed stay, asked (as the API asks it) only when its dates change: of a cabin or dormi
 * the list could price (a night without price is said by the amount), of camping and groups the limits alone.
 */
function seasonRefusalOf(saved: StayTerms, changed: StayTerms, price: NightPrice, options: StayChangeOptions): string | null {
  // The early check-out shortens a stay already under way: the minimum stay is not asked of it.
  if (options.refundExcess) return null;
  if (saved.fecha_entrada === changed.fecha_entrada && saved.fecha_salida === changed.fecha_salida) return null;
  if (tipoSinUnidad(changed.tipo_hospedaje_id)) return options.seasonLimit ?? null;
  return price.status === 'ready' && price.stay && price.stay.total !== null ? price.stay.refusal : null;
}

/** What the clerk must see about going from `saved` to `changed`, given the list's price of a night of `changed`. */
export function reviewStayChange(saved: SavedStay, changed: StayTerms, price: NightPrice, options: StayChangeOptions = {}): StayChangeReview {
  const nightsBefore = nightsBetween(saved.fecha_entrada, saved.fecha_salida);
  const nightsAfter = nightsBetween(changed.fecha_entrada, changed.fecha_salida);
  const moved =
    saved.fecha_entrada !== changed.fecha_entrada ||
    saved.fecha_salida !== changed.fecha_salida ||
    saved.hospedaje_id !== changed.hospedaje_id ||
    saved.tipo_hospedaje_id !== changed.tipo_hospedaje_id ||
    saved.cantidad_personas !== changed.cantidad_personas;
  // The list prices a night by type, people, method and, with the seasons (issue 35), its date: the same number of
  // nights on other dates may cost another amount (not camping's or a group's, priced by the stay's own night).
  const pricedTerms =
    saved.tipo_hospedaje_id !== changed.tipo_hospedaje_id ||
    nightsBefore !== nightsAfter ||
    saved.cantidad_personas !== changed.cantidad_personas ||
    saved.metodo_pago !== changed.metodo_pago ||
    toCents(saved.descuento) !== toCents(changed.descuento);
  const priced = pricedTerms || (saved.fecha_entrada !== changed.fecha_entrada && !tipoSinUnidad(changed.tipo_hospedaje_id));

  const listed = newAmount(saved, changed, priced, price);
  // Moved dates the list prices as the amount held (no season between them): the same amount, as before the seasons.
  const same = !pricedTerms && listed.kind === 'repriced' && toCents(listed.total) === toCents(changed.monto_total);
  const amount: StayChangeAmount = same ? { kind: 'same' } : listed;
  const paid = saved.total_pagado;
  const typed = toCents(changed.monto_total) !== toCents(saved.monto_total);
  const offersNew = amount.kind === 'pending' || (amount.kind === 'repriced' && toCents(amount.total) !== toCents(changed.monto_total));
  const apply = amount.kind === 'repriced' && offersNew ? choice(STAY_CHANGE_TEXT.apply, 'El monto nuevo', amount.total, paid, options) : null;
  const keepLabel = !offersNew ? STAY_CHANGE_TEXT.confirm : typed ? STAY_CHANGE_TEXT.keepTyped : STAY_CHANGE_TEXT.keep;
  const keep = choice(keepLabel, typed ? 'El monto escrito' : 'El monto', changed.monto_total, paid, options);
  return {
    lines: lines(saved, changed),
    moved,
    priced,
    needsConfirmation: moved || priced,
    before: saved.monto_total,
    paid,
    amount,
    seasonRefusal: seasonRefusalOf(saved, changed, price, options),
    apply,
    keep,
  };
}

/**
 * The early check-out as a changed stay (issue 32 item 2): the stay ending on `salida`, what was paid beyond the new
 * amount going back in the same call. «Aplicar monto nuevo» is charging the nights used; «Mantener monto», the stay.
 */
export function reviewEarlyCheckout(saved: SavedStay, salida: string, price: NightPrice): StayChangeReview {
  return reviewStayChange(saved, { ...saved, fecha_salida: salida }, price, { refundExcess: true });
}

/** The choice of an early check-out's review for `cobro`: the nights used are the new amount, when there is one. */
export function earlyCheckoutChoice(review: StayChangeReview, cobro: CobroSalidaAnticipada): AmountChoice {
  return cobro === 'noches_usadas' && review.apply ? review.apply : review.keep;
}
