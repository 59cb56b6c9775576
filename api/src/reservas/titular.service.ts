import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { formatClientName } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_TITULAR, titularCambiadoMessage } from '@camping/contracts/messages-titular';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { ReservaTitularData } from '@camping/contracts/schemas/titular';
import { Transactions } from '../database/transactions';
import { ReservasRepository } from './reservas.repository';
import { SQL_CAMBIAR_TITULAR, SQL_CLIENTE_TITULAR, SQL_RESERVA_PARA_TITULAR } from './titular.sql';

/**
 * «Cambiar titular» (issue 37 item 6): a stay passes to another client in one transaction that locks the stay and
 * the new client (a concurrent delete of that client waits, then is refused for its reservations). Any state is
 * allowed: it is how a duplicate client's stays are moved before deleting it. Receipts already issued keep the name
 * they were issued to. The history's trigger records who changed it, from whom to whom.
 */
@Injectable()
export class TitularService {
  constructor(
    private readonly reservas: ReservasRepository,
    private readonly transactions: Transactions,
  ) {}

  change(data: ReservaTitularData): Promise<{ reserva: Reserva; message: string }> {
    return this.transactions.run(async (tx) => {
      const [stay]: Array<{ id: number; cliente_id: number }> = await tx.query(SQL_RESERVA_PARA_TITULAR, [data.id]);
      if (!stay) throw new NotFoundException({ success: false, message: MSG.reservaNoEncontrada });
      const [cliente]: Array<{ id: number; nombre: string; apellido: string }> = await tx.query(SQL_CLIENTE_TITULAR, [data.cliente_id]);
      if (!cliente) throw new BadRequestException({ success: false, message: MSG.clienteNoEncontrado });
      if (stay.cliente_id === cliente.id) throw new BadRequestException({ success: false, message: MSG_TITULAR.mismoTitular });
      await tx.query(SQL_CAMBIAR_TITULAR, [stay.id, cliente.id]);
      const reserva = (await this.reservas.findById(stay.id, tx)) as Reserva;
      return { reserva, message: titularCambiadoMessage(stay.id, formatClientName(cliente)) };
    });
  }
}
