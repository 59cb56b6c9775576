import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { todayIso } from '@camping/contracts/dates';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import type { EstadoLimpieza, FueraDeServicio } from '@camping/contracts/schemas/limpieza';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/postgres-errors';
import { Transactions } from '../database/transactions';
import { LimpiezaRepository } from './limpieza.repository';

/** Housekeeping's rules (issue 36): a tap changes a unit's state; fuera de servicio closes nights like a block. */
@Injectable()
export class LimpiezaService {
  constructor(
    private readonly limpieza: LimpiezaRepository,
    private readonly transactions: Transactions,
  ) {}

  dayJson(fecha: string): Promise<string> {
    return this.limpieza.dayJson(fecha);
  }

  /** One tap; the same state again changes nothing (and writes no history). */
  setState(hospedajeId: number, estado: EstadoLimpieza, usuario: string) {
    return this.transactions.run(async (tx) => {
      const antes = await this.limpieza.stateForUpdate(hospedajeId, tx);
      if (!antes) throw new NotFoundException({ success: false, message: LIMPIEZA_MSG.unidadNoEncontrada });
      const row = antes === estado ? await this.limpieza.currentState(hospedajeId, tx) : await this.limpieza.setState(hospedajeId, estado, usuario, tx);
      return { ...row, cambiado_en: row.cambiado_en.toISOString(), antes };
    });
  }

  /** From today on; refused (409) when a stay holds one of those nights, by the exclusion constraint itself. */
  async createOutOfService(f: { hospedajeId: number; entrada: string; salida: string; motivo: string; usuario: string }): Promise<FueraDeServicio> {
    if (f.entrada < todayIso()) throw new BadRequestException({ success: false, message: LIMPIEZA_MSG.fueraDesdePasado });
    let creado: FueraDeServicio | null;
    try {
      creado = await this.transactions.run((tx) => this.limpieza.createOutOfService(f, tx));
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictException({ success: false, message: LIMPIEZA_MSG.fueraSobreEstadia });
      throw error;
    }
    if (!creado) throw new NotFoundException({ success: false, message: LIMPIEZA_MSG.unidadNoEncontrada });
    return creado;
  }

  /** «Volver al servicio» today: nights already past stay recorded; a period not begun is removed. */
  endOutOfService(id: number): Promise<void> {
    return this.transactions.run(async (tx) => {
      const periodo = await this.limpieza.outOfServiceForUpdate(id, tx);
      if (!periodo) throw new NotFoundException({ success: false, message: LIMPIEZA_MSG.fueraNoEncontrado });
      const hoy = todayIso();
      if (periodo.fecha_salida <= hoy) throw new ConflictException({ success: false, message: LIMPIEZA_MSG.fueraPasado });
      if (periodo.fecha_entrada >= hoy) await this.limpieza.removeOutOfService(id, tx);
      else await this.limpieza.endOutOfService(id, hoy, tx);
    });
  }
}
