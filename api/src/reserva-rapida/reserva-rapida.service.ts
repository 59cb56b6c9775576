import { ConflictException, Injectable } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { ClienteData } from '@camping/contracts/schemas/cliente';
import type { ReservaRapidaData } from '@camping/contracts/schemas/reserva-rapida';
import { ClientesRepository } from '../clientes/clientes.repository';
import { isDocumentoDuplicado } from '../clientes/clientes.service';
import { Transactions, type Tx } from '../database/transactions';
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
    private readonly clientes: ClientesRepository,
    private readonly reservas: ReservasService,
    private readonly transactions: Transactions,
  ) {}

  async crear(data: ReservaRapidaData): Promise<ReservaRapidaResultado> {
    try {
      return await this.transactions.run(async (tx) => {
        const { clienteId, creado } = await this.clienteDe(data.cliente, tx);
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
          },
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

  /** An existing client keeps its documento as first written and any optional field left blank now. */
  private async clienteDe(cliente: ClienteData, tx: Tx): Promise<{ clienteId: number; creado: boolean }> {
    const existente = await this.clientes.findByDocumentoForUpdate(cliente.documento, tx);
    if (!existente) return { clienteId: (await this.clientes.insert(cliente, tx)).id, creado: true };
    await this.clientes.update(
      existente.id,
      {
        nombre: cliente.nombre,
        apellido: cliente.apellido,
        telefono: cliente.telefono ?? undefined,
        modelo_vehiculo: cliente.modelo_vehiculo ?? undefined,
        patente: cliente.patente ?? undefined,
      },
      tx,
    );
    return { clienteId: existente.id, creado: false };
  }
}
