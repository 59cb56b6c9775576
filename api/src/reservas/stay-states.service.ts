import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '@camping/contracts/dates';
import { formatARSCents } from '@camping/contracts/format';
import { MSG, salidaConSaldoMessage } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import {
  checkinError,
  checkoutError,
  noShowEfecto,
  noShowError,
  salidaTrasCheckout,
  type EstadiaActual,
} from '@camping/contracts/stay-states';
import { Transactions, type Tx } from '../database/transactions';
import { ReservasRepository } from './reservas.repository';

/**
 * A refusal of a stay-state rule: the day is wrong (400: try again on the right day) or the state already moved on
 * (409: someone else recorded it, or the stay is cancelled).
 */
function refusal(message: string, conflicto: boolean) {
  return conflicto ? new ConflictException({ success: false, message }) : new BadRequestException({ success: false, message });
}

/** The state is in the way (409: cancelled, a hold, already recorded) rather than the day being wrong (400). */
function isStateConflict(r: EstadiaActual): boolean {
  return r.estado === 'cancelada' || r.estado === 'pendiente' || Boolean(r.no_show) || Boolean(r.checkout_at);
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
    private readonly transactions: Transactions,
  ) {}

  checkIn(id: number, usuario: string | null): Promise<Reserva> {
    return this.withStay(id, async (estadia, tx) => {
      const error = checkinError(estadia, todayIso());
      if (error) throw refusal(error, isStateConflict(estadia) || Boolean(estadia.checkin_at));
      await this.reservas.checkIn(id, usuario, tx);
    });
  }

  /** A balance does not stop the guest leaving: the answer carries it (`saldo`), and the screen warns before. */
  async checkOut(id: number, usuario: string | null): Promise<{ reserva: Reserva; message: string }> {
    const reserva = await this.withStay(id, async (estadia, tx) => {
      const error = checkoutError(estadia);
      if (error) throw refusal(error, isStateConflict(estadia));
      await this.reservas.checkOut(id, usuario, salidaTrasCheckout(estadia, todayIso()), tx);
    });
    const message = reserva.saldo > 0 ? salidaConSaldoMessage(formatARSCents(reserva.saldo)) : MSG.salidaRegistrada;
    return { reserva, message };
  }

  noShow(id: number, usuario: string | null): Promise<Reserva> {
    return this.withStay(id, async (estadia, tx) => {
      const hoy = todayIso();
      const error = noShowError(estadia, hoy);
      if (error) throw refusal(error, isStateConflict(estadia) || Boolean(estadia.checkin_at));
      await this.reservas.noShow(id, noShowEfecto(estadia, hoy), usuario, tx);
    });
  }

  /** Locks the stay (an expired hold is cancelled first, as every writer does), runs `change`, reads it back. */
  private withStay(id: number, change: (estadia: EstadiaActual, tx: Tx) => Promise<void>): Promise<Reserva> {
    return this.transactions.run(async (tx) => {
      await this.reservas.expireHolds({ reservaId: id }, tx);
      const estadia = await this.reservas.stayForUpdate(id, tx);
      if (!estadia) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
      await change(estadia, tx);
      return (await this.reservas.findById(id, tx)) as Reserva;
    });
  }
}
