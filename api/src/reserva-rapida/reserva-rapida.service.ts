import { ConflictException, Injectable } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { ReservaRapidaData } from '@camping/contracts/schemas/reserva-rapida';
import { ClientesService, isDocumentoDuplicado } from '../clientes/clientes.service';
import { Transactions } from '../database/transactions';
import { ReservasService } from '../reservas/reservas.service';

export interface ReservaRapidaResultado {
  id: number;
  cliente_id: number;
  cliente_creado: boolean;
}

/**
 * Reserva Rápida: the client (found by documento, ignoring dots, dashes and spaces, and updated with what was typed,
 * or created) and the reservation, in ONE transaction. Any refusal of the reservation (a clash, a wrong unit, too
 * many people, dates) rolls the client back too: nothing half-made stays behind.
 */
@Injectable()
export class ReservaRapidaService {
  constructor(
    private readonly clientes: ClientesService,
    private readonly reservas: ReservasService,
    private readonly transactions: Transactions,
  ) {}

  async crear(data: ReservaRapidaData, usuario: string | null): Promise<ReservaRapidaResultado> {
    try {
      return await this.transactions.run(async (tx) => {
        const { clienteId, creado } = await this.clientes.registerForBooking(data.cliente, tx);
        const id = await this.reservas.create(
          {
            cliente_id: clienteId,
            hospedaje_id: data.reserva.hospedaje_id,
            tipo_hospedaje_id: data.reserva.tipo_hospedaje_id,
            fecha_entrada: data.reserva.fecha_entrada,
            fecha_salida: data.reserva.fecha_salida,
            cantidad_personas: data.reserva.cantidad_personas,
            monto_total: data.reserva.monto_total,
            estado: 'activa',
            observaciones: data.reserva.observaciones,
            metodo_pago: data.reserva.metodo_pago,
            descuento: data.reserva.descuento,
            sena_monto: data.reserva.sena_monto,
            sena_metodo_pago: data.reserva.sena_metodo_pago,
            es_prereserva: data.reserva.es_prereserva,
            vence_el: data.reserva.vence_el,
            motivo_minimo: data.reserva.motivo_minimo,
          },
          usuario,
          tx,
        );
        return { id, cliente_id: clienteId, cliente_creado: creado };
      });
    } catch (error) {
      // The same person created meanwhile through Clientes (which does not wait on our lock).
      if (isDocumentoDuplicado(error)) throw new ConflictException({ success: false, message: MSG.documentoDuplicado });
      throw error;
    }
  }
}
