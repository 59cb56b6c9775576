import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { nightsBetween, todayIso } from '@camping/contracts/dates';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, salidaConSaldoMessage } from '@camping/contracts/messages';
import { MSG_CUENTA, salidaReembolsoMetodoMessage } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import { METODOS_PAGO } from '@camping/contracts/domain';
import type { EstadiaSalidaData } from '@camping/contracts/schemas/hoy';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import {
  checkinError,
  checkoutError,
  noShowEfecto,
  noShowError,
  salidaTrasCheckout,
  type EstadiaActual,
} from '@camping/contracts/stay-states';
import { earlyCheckoutChoice, reviewEarlyCheckout, type NightPrice } from '@camping/contracts/stay-change';
import { Transactions, type Tx } from '../database/transactions';
import { HuespedesService } from '../huespedes/huespedes.service';
import { ReembolsosService } from '../pagos/reembolsos.service';
import { PreciosService } from '../precios/precios.service';
import { StayPricingService } from '../temporadas/stay-pricing.service';
import { ReservasRepository } from './reservas.repository';
import { StayStatesRepository, type EstadiaParaCambio } from './stay-states.repository';

/** The check-out's answer: the stay, its message, and for an early one charged by nights used, what changed. */
export interface SalidaRegistrada {
  reserva: Reserva;
  message: string;
  noches_reservadas?: number;
  noches_usadas?: number;
  monto_anterior?: number;
  reembolso_id?: number | null;
}

/**
 * A refusal of a stay-state rule: the day is wrong (400: try again on the right day) or the state already moved on
 * (409: someone else recorded it, or the stay is cancelled).
 */
function refusal(message: string, conflicto: boolean) {
  return conflicto ? new ConflictException({ success: false, message }) : new BadRequestException({ success: false, message });
}

/** The state is in the way (409: cancelled, a hold, finished, already recorded) rather than the day being wrong (400). */
function isStateConflict(r: EstadiaActual): boolean {
  return r.estado === 'cancelada' || r.estado === 'pendiente' || r.estado === 'finalizada' || Boolean(r.no_show) || Boolean(r.checkout_at);
}

/**
 * Check-in, check-out and no-show (issue 17). Each runs in one transaction that locks the reservation's row, checks
 * the shared rules (contracts/stay-states.ts) against today in the complex's zone and writes one statement; `usuario`
 * (the session's user) goes down to the repository with the change.
 */
@Injectable()
export class StayStatesService {
  constructor(
    private readonly reservas: ReservasRepository,
    private readonly estadias: StayStatesRepository,
    private readonly reembolsos: ReembolsosService,
    private readonly transactions: Transactions,
    private readonly precios: PreciosService,
    private readonly tarifas: StayPricingService,
    private readonly huespedes: HuespedesService,
  ) {}

  /** Issue 36: refused while a guest datum Configuración requires is missing; records the arrival time too. */
  checkIn(id: number, usuario: string | null, horaLlegada?: string): Promise<Reserva> {
    return this.withStay(id, async (estadia, tx) => {
      const error = checkinError(estadia, todayIso());
      if (error) throw refusal(error, isStateConflict(estadia) || Boolean(estadia.checkin_at));
      await this.huespedes.exigirParaIngreso(id, tx);
      await this.estadias.checkIn(id, usuario, tx);
      await this.huespedes.registrarLlegada(id, horaLlegada, tx);
    });
  }

  /**
   * A balance does not stop the guest leaving: the answer carries it (`saldo`), and the screen warns before. A guest
   * leaving early frees the nights from today; with `cobro: 'noches_usadas'` (or Configuración's default) the stay
   * then costs the nights used, priced by the one rule for a changed stay (contracts stay-change.ts, as the screen
   * showed it), and what was paid beyond that goes back as a refund by `reembolso_metodo_pago`, in the same
   * transaction (issue 32).
   */
  async checkOut(salida: EstadiaSalidaData, usuario: string | null): Promise<SalidaRegistrada> {
    let cuenta: Omit<SalidaRegistrada, 'reserva' | 'message'> = {};
    let sinIngreso = false;
    const reserva = await this.withStay(salida.id, async (estadia, tx) => {
      const hoy = todayIso();
      const error = checkoutError(estadia, hoy);
      if (error) throw refusal(error, isStateConflict(estadia));
      sinIngreso = !estadia.checkin_at;
      const fin = salidaTrasCheckout(estadia, hoy);
      const anticipada = fin < estadia.fecha_salida;
      const cobro = salida.cobro ?? (anticipada ? await this.estadias.earlyCheckoutPolicy(tx) : 'estadia_completa');
      let monto: number | null = null;
      if (anticipada && cobro === 'noches_usadas') {
        const stay = (await this.reservas.findById(salida.id, tx)) as Reserva;
        const review = reviewEarlyCheckout(stay, fin, await this.nightPrice(stay, fin));
        monto = earlyCheckoutChoice(review, cobro).total;
        const noches = { noches_reservadas: nightsBetween(estadia.fecha_entrada, estadia.fecha_salida), noches_usadas: nightsBetween(estadia.fecha_entrada, fin) };
        cuenta = { ...noches, monto_anterior: estadia.monto_total, reembolso_id: null };
        cuenta.reembolso_id = await this.devolverExcedente(estadia, monto, salida.reembolso_metodo_pago, usuario, tx);
      }
      await this.estadias.checkOut(salida.id, usuario, fin, monto, tx);
    });
    const base = reserva.saldo > 0 ? salidaConSaldoMessage(formatARSCents(reserva.saldo)) : MSG.salidaRegistrada;
    const message = sinIngreso ? `${base} ${MSG_CUENTA.salidaSinIngresoNota}` : base;
    return { reserva, message, ...cuenta };
  }

  /**
   * The list's price of the nights used, as the screen asked it (GET hospedajes?precio with the stay's entry and the
   * new check-out): the base night and the seasons' rule night by night (issue 35). Camping and groups have none.
   */
  private async nightPrice(stay: Reserva, salida: string): Promise<NightPrice> {
    const metodo = METODOS_PAGO.find((m) => m === stay.metodo_pago);
    if (stay.hospedaje_id === null || !metodo) return { status: 'missing', message: null };
    try {
      const guests = { entrada: stay.fecha_entrada, salida, tipo: stay.tipo_hospedaje_id, personas: stay.cantidad_personas };
      const [amount, estadia] = await Promise.all([
        this.precios.porDia(stay.tipo_hospedaje_id, stay.cantidad_personas, metodo),
        this.tarifas.price(guests, metodo),
      ]);
      return { status: 'ready', amount, stay: { total: estadia.total, breakdown: estadia.breakdownText, refusal: estadia.refusal } };
    } catch (error) {
      if (error instanceof NotFoundException) return { status: 'missing', message: null };
      throw error;
    }
  }

  /** What was paid beyond the nights used goes back (a refund); without a method to give it back, nothing moves. */
  private async devolverExcedente(
    estadia: EstadiaParaCambio,
    monto: number,
    metodo: EstadiaSalidaData['reembolso_metodo_pago'],
    usuario: string | null,
    tx: Tx,
  ): Promise<number | null> {
    const excedente = toCents(estadia.total_pagado) - toCents(monto);
    if (excedente <= 0) return null;
    if (!metodo) {
      throw refusal(
        salidaReembolsoMetodoMessage(formatARSCents(estadia.total_pagado), formatARSCents(monto), formatARSCents(excedente / 100)),
        false,
      );
    }
    return this.reembolsos.create(
      { reserva_id: estadia.id, monto: excedente / 100, metodo_pago: metodo, observaciones: 'Salida anticipada: noches no usadas' },
      usuario,
      tx,
    );
  }

  noShow(id: number, usuario: string | null): Promise<Reserva> {
    return this.withStay(id, async (estadia, tx) => {
      const hoy = todayIso();
      const error = noShowError(estadia, hoy);
      if (error) throw refusal(error, isStateConflict(estadia) || Boolean(estadia.checkin_at));
      await this.estadias.noShow(id, noShowEfecto(estadia, hoy), usuario, tx);
    });
  }

  /** Locks the stay (an expired hold is cancelled first, as every writer does), runs `change`, reads it back. */
  private withStay(id: number, change: (estadia: EstadiaParaCambio, tx: Tx) => Promise<void>): Promise<Reserva> {
    return this.transactions.run(async (tx) => {
      await this.reservas.expireHolds({ reservaId: id }, tx);
      const estadia = await this.estadias.stayForUpdate(id, tx);
      if (!estadia) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
      await change(estadia, tx);
      return (await this.reservas.findById(id, tx)) as Reserva;
    });
  }
}
