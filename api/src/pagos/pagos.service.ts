import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '@camping/contracts/dates';
import { toCents } from '@camping/contracts/money';
import { sumaMontos } from '@camping/contracts/payment-status';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, pagoOtraReservaMessage } from '@camping/contracts/messages-cuenta';
import type { CobroMensual, ReporteCobros } from '@camping/contracts/schemas/cobros';
import type { Pago, PagoCreateData, PagosReserva, PagoUpdateData } from '@camping/contracts/schemas/pago';
import { PG_CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../database/postgres-errors';
import { Transactions, type Tx } from '../database/transactions';
import { PagosRepository, type CambiosPago } from './pagos.repository';
import { ReembolsosRepository } from './reembolsos.repository';

const badRequest = (message: string) => new BadRequestException({ success: false, message });
const notFound = (message: string) => new NotFoundException({ success: false, message });


/**
 * Payments of a reservation (issue 16). Every write first locks the reservation's row, so payments of one stay are
 * checked one after another against what the previous ones left; the database's own constraint
 * (reservas_pagado_no_excede, kept by the pagos trigger) is the last word if anything else writes.
 */
@Injectable()
export class PagosService {
  constructor(
    private readonly pagos: PagosRepository,
    private readonly reembolsos: ReembolsosRepository,
    private readonly transactions: Transactions,
  ) {}

  /** The stay's payments and refunds; `total_pagado` is what it holds (payments less refunds, the kept column). */
  async listByReserva(reservaId: number): Promise<PagosReserva> {
    const reserva = await this.pagos.reservaForUpdate(reservaId);
    if (!reserva) throw notFound(MSG.pagoReservaInexistente);
    const [pagos, reembolsos] = await Promise.all([this.pagos.findByReserva(reservaId), this.reembolsos.findByReserva(reservaId)]);
    return {
      success: true,
      pagos,
      total_pagado: reserva.totalPagado,
      reembolsos,
      total_reembolsado: sumaMontos(reembolsos.map((r) => r.monto)),
    };
  }

  async get(id: number): Promise<Pago> {
    const pago = await this.pagos.findById(id);
    if (!pago) throw notFound(MSG.pagoNoEncontrado);
    return pago;
  }

  /** Records a payment in its own transaction, or in the caller's (the seña of a new booking). Answers its id. */
  create(data: PagoCreateData, usuario: string | null, tx?: Tx): Promise<number> {
    return tx ? this.createIn(data, usuario, tx) : this.transactions.run((own) => this.createIn(data, usuario, own));
  }

  private async createIn(data: PagoCreateData, usuario: string | null, tx: Tx): Promise<number> {
    assertFechaNoFutura(data.fecha_pago);
    const reserva = await this.pagos.reservaForUpdate(data.reserva_id, tx);
    if (!reserva) throw notFound(MSG.pagoReservaInexistente);
    if (reserva.estado === 'cancelada') throw badRequest(MSG_CUENTA.pagoReservaCancelada);
    if (toCents(reserva.totalPagado) + toCents(data.monto) > toCents(reserva.montoTotal)) throw badRequest(MSG.pagoExcedeTotal);
    if (reserva.estado === 'pendiente') await this.pagos.settleHold(reserva.id, tx);
    return noExcede(() =>
      this.pagos.insert(
        {
          reservaId: reserva.id,
          monto: data.monto,
          metodoPago: data.metodo_pago,
          fechaPago: data.fecha_pago ?? null,
          observaciones: data.observaciones ?? null,
          usuario,
        },
        tx,
      ),
    );
  }

  update(data: PagoUpdateData): Promise<void> {
    assertFechaNoFutura(data.fecha_pago);
    return this.transactions.run(async (tx) => {
      const pago = await this.pagos.pagoForUpdate(data.id, tx);
      if (!pago) throw notFound(MSG.pagoNoEncontrado);
      // The original front end sends the payment's own reserva_id back; another one would move the payment.
      if (data.reserva_id !== undefined && data.reserva_id !== pago.reservaId) throw badRequest(pagoOtraReservaMessage(pago.reservaId));
      const reserva = await this.pagos.reservaForUpdate(pago.reservaId, tx);
      if (!reserva) throw notFound(MSG.pagoReservaInexistente);
      if (data.monto !== undefined) {
        const resto = toCents(reserva.totalPagado) - toCents(pago.monto);
        if (resto + toCents(data.monto) > toCents(reserva.montoTotal)) throw badRequest(MSG.pagoExcedeTotal);
        if (resto + toCents(data.monto) < 0) throw badRequest(MSG_CUENTA.pagoConReembolsos);
      }
      const cambios: CambiosPago = {
        monto: data.monto,
        metodoPago: data.metodo_pago,
        fechaPago: data.fecha_pago,
        observaciones: data.observaciones,
      };
      await noExcede(() => this.pagos.update(pago.id, cambios, tx));
    });
  }

  /** Money collected by fecha_pago, with its totals and the balance still owed by the period's stays. */
  async cashReport(filtros: Parameters<PagosRepository['cashReport']>[0]): Promise<ReporteCobros> {
    return { success: true, ...(await this.pagos.cashReport(filtros)) };
  }

  monthlyCollected(meses: number): Promise<CobroMensual[]> {
    return this.pagos.monthlyCollected(todayIso(), meses);
  }

  /** A payment whose deletion would leave the stay's refunds above what it received is refused by the database. */
  async remove(id: number): Promise<void> {
    let deleted: boolean;
    try {
      deleted = await this.transactions.run((tx) => this.pagos.delete(id, tx));
    } catch (error) {
      if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'reservas_pagado_no_excede') {
        throw badRequest(MSG_CUENTA.pagoConReembolsos);
      }
      throw error;
    }
    if (!deleted) throw notFound(MSG.pagoNoEncontrado);
  }
}

/** Money is counted when it is received: a payment dated after today is refused. */
function assertFechaNoFutura(fecha: string | undefined): void {
  if (fecha !== undefined && fecha > todayIso()) throw badRequest(MSG.pagoFechaFutura);
}

/** The database's refusal of a sum above the total, as the same Spanish message. */
async function noExcede<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_CHECK_VIOLATION && pgConstraint(error) === 'reservas_pagado_no_excede') {
      throw badRequest(MSG.pagoExcedeTotal);
    }
    throw error;
  }
}
