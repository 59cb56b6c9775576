import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { cancelacionError, type DestinoDinero } from '@camping/contracts/cancellation';
import { formatARSCents } from '@camping/contracts/format';
import { toCents } from '@camping/contracts/money';
import { MSG } from '@camping/contracts/messages';
import { cancelacionDineroObligatorioMessage } from '@camping/contracts/messages-cuenta';
import type { ReservaCancelarData } from '@camping/contracts/schemas/cancelacion';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { currentActor } from '../database/actor';
import { Transactions, type Tx } from '../database/transactions';
import { ReembolsosService } from '../pagos/reembolsos.service';
import { ReservasRepository } from './reservas.repository';
import {
  SQL_CANCELAR,
  SQL_MARCAR_CANCELADA_SIN_MOTIVO,
  SQL_POLITICA_CANCELACION,
  SQL_QUITAR_CANCELACION,
  SQL_RESERVA_PARA_CANCELAR,
} from './cancelacion.sql';

const conflict = (message: string) => new ConflictException({ success: false, message });
const badRequest = (message: string) => new BadRequestException({ success: false, message });

interface StayToCancel {
  id: number;
  estado: string;
  vence_el: Date | null;
  checkin_at: Date | null;
  total_pagado: string;
  metodo_pago: string;
}

/**
 * Cancelling a stay (issue 32, docs/stay-account.md): «Cancelar reserva» with a reason and, when money was received,
 * kept or refunded; and the policy that a cancellation sent by PUT reservas (no reason, no choice) follows. Each runs
 * in the caller's transaction after the stay's row is locked, so a payment or a refund of the same stay waits.
 */
@Injectable()
export class CancelacionService {
  constructor(
    private readonly reservas: ReservasRepository,
    private readonly reembolsos: ReembolsosService,
    private readonly transactions: Transactions,
  ) {}

  cancel(data: ReservaCancelarData, usuario: string | null): Promise<{ reserva: Reserva; reembolsoId: number | null }> {
    return this.transactions.run(async (tx) => {
      await this.reservas.expireHolds({ reservaId: data.id }, tx);
      const [stay]: StayToCancel[] = await tx.query(SQL_RESERVA_PARA_CANCELAR, [data.id]);
      if (!stay) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
      // The screens' rule (cancellation.ts): already cancelled, checked in or finished is a 409.
      const bloqueo = cancelacionError({
        estado: stay.estado,
        vence_el: stay.vence_el?.toISOString() ?? null,
        checkin_at: stay.checkin_at?.toISOString() ?? null,
      });
      if (bloqueo) throw conflict(bloqueo);
      const pagado = Number(stay.total_pagado);
      if (toCents(pagado) > 0 && data.dinero === undefined) throw badRequest(cancelacionDineroObligatorioMessage(formatARSCents(pagado)));
      let reembolsoId: number | null = null;
      if (data.dinero === 'reembolsar') {
        reembolsoId = await this.reembolsos.create(
          {
            reserva_id: stay.id,
            monto: data.reembolso_monto as number,
            metodo_pago: data.reembolso_metodo_pago as NonNullable<ReservaCancelarData['reembolso_metodo_pago']>,
            observaciones: 'Reembolso al cancelar la reserva',
          },
          usuario,
          tx,
        );
      }
      await tx.query(SQL_CANCELAR, [stay.id, data.motivo, data.motivo_detalle ?? null, usuario]);
      return { reserva: (await this.reservas.findById(stay.id, tx)) as Reserva, reembolsoId };
    });
  }

  /**
   * PUT reservas {estado: 'cancelada'} from a client that knows nothing of reasons or refunds: Configuración's policy
   * (keep what was paid, or refund it all by the stay's payment method), and the stay marked «sin motivo indicado».
   * Runs before the edit's own write, in its transaction, on the row the edit locked.
   */
  async cancelByEdit(id: number, tx: Tx): Promise<void> {
    const [stay]: StayToCancel[] = await tx.query(SQL_RESERVA_PARA_CANCELAR, [id]);
    const [{ cancelacion_dinero: politica }]: Array<{ cancelacion_dinero: DestinoDinero }> = await tx.query(SQL_POLITICA_CANCELACION);
    const pagado = Number(stay.total_pagado);
    const usuario = currentActor() ?? null;
    if (politica === 'reembolsar' && toCents(pagado) > 0) {
      await this.reembolsos.create(
        {
          reserva_id: id,
          monto: pagado,
          metodo_pago: stay.metodo_pago as 'efectivo',
          observaciones: 'Reembolso al cancelar (política de Configuración)',
        },
        usuario,
        tx,
      );
    }
    await tx.query(SQL_MARCAR_CANCELADA_SIN_MOTIVO, [id, usuario]);
  }

  /** A cancelled stay made live again by an edit. */
  async uncancel(id: number, tx: Tx): Promise<void> {
    await tx.query(SQL_QUITAR_CANCELACION, [id]);
  }
}
