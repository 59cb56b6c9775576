import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '@camping/contracts/dates';
import { formatARSCents } from '@camping/contracts/format';
import { toCents } from '@camping/contracts/money';
import { sumaMontos } from '@camping/contracts/payment-status';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, reembolsoExcedePagadoMessage } from '@camping/contracts/messages-cuenta';
import type { ReembolsoCreateData, ReembolsosReserva } from '@camping/contracts/schemas/reembolso';
import { PG_CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { PagosRepository } from './pagos.repository';
import { ReembolsosRepository } from './reembolsos.repository';

const badRequest = (message: string) => new BadRequestException({ success: false, message });


/**
 * Refunds of a stay (issue 32). Like payments, every refund first locks the reservation's row, so refunds of one stay
 * are checked one after another against what the previous ones left; `reservas_pagado_no_excede` (total_pagado, net
 * of refunds, never below 0) is the database's last word if anything else writes.
 */
@Injectable()
export class ReembolsosService {
  constructor(
    private readonly reembolsos: ReembolsosRepository,
    private readonly pagos: PagosRepository,
    private readonly transactions: Transactions,
  ) {}

  /** The stay's refunds by date and their sum; 404 for an unknown stay, as the payments' list answers. */
  async listByReserva(reservaId: number): Promise<Omit<ReembolsosReserva, 'success'>> {
    if (!(await this.pagos.reservaForUpdate(reservaId))) throw new NotFoundException({ success: false, message: MSG.pagoReservaInexistente });
    const reembolsos = await this.reembolsos.findByReserva(reservaId);
    return { reembolsos, total_reembolsado: sumaMontos(reembolsos.map((r) => r.monto)) };
  }

  /** Records a refund in its own transaction, or in the caller's (a cancellation). Answers its id. */
  create(data: ReembolsoCreateData, usuario: string | null, tx?: Tx): Promise<number> {
    return tx ? this.createIn(data, usuario, tx) : this.transactions.run((own) => this.createIn(data, usuario, own));
  }

  private async createIn(data: ReembolsoCreateData, usuario: string | null, tx: Tx): Promise<number> {
    if (data.fecha !== undefined && data.fecha > todayIso()) throw badRequest(MSG_CUENTA.reembolsoFechaFutura);
    const reserva = await this.pagos.reservaForUpdate(data.reserva_id, tx);
    if (!reserva) throw new NotFoundException({ success: false, message: MSG.pagoReservaInexistente });
    if (toCents(reserva.totalPagado) <= 0) throw badRequest(MSG_CUENTA.reembolsoSinPagos);
    const excede = badRequest(reembolsoExcedePagadoMessage(formatARSCents(reserva.totalPagado)));
    if (toCents(data.monto) > toCents(reserva.totalPagado)) throw excede;
    try {
      return await this.reembolsos.insert(
        {
          reservaId: reserva.id,
          monto: data.monto,
          metodoPago: data.metodo_pago,
          fecha: data.fecha ?? null,
          observaciones: data.observaciones ?? null,
          usuario,
        },
        tx,
      );
    } catch (error) {
      if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'reservas_pagado_no_excede') throw excede;
      throw error;
    }
  }
}
