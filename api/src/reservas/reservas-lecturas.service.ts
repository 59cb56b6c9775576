import { Injectable, NotFoundException } from '@nestjs/common';
import { MSG } from '@camping/contracts/messages';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import type { FechaOcupada, FechasOcupadasQuery } from '@camping/contracts/schemas/fechas-ocupadas';
import type { ReservasPaginaQuery } from '@camping/contracts/schemas/reserva-pagina';
import { ClientesService } from '../clientes/clientes.service';
import { searchOperand } from '../common/search-text';
import type { KeptAnswer } from '../database/kept-answers';
import { ReadCache } from '../database/read-cache';
import { ReservasRepository } from './reservas.repository';

/** The reads of reservations the spec's `reservas` call and the screens make: lists, window, search, page, dates taken. */
@Injectable()
export class ReservasLecturasService {
  constructor(
    private readonly reservas: ReservasRepository,
    private readonly clientes: ClientesService,
    private readonly readCache: ReadCache,
  ) {}

  list(): Promise<Reserva[]> {
    return this.reservas.findAll();
  }

  async listCliente(clienteId: number): Promise<Reserva[]> {
    if (!(await this.clientes.exists(clienteId))) {
      throw new NotFoundException({ success: false, message: MSG.clienteNoEncontrado });
    }
    return this.reservas.findByCliente(clienteId);
  }

  /**
   * The stays drawn on any day of [desde, hasta], as JSON text built in PostgreSQL (the array of Reserva): the window
   * every calendar and planning grid of the desk asks alike, kept per replica (database/read-cache.ts).
   */
  listRango(desde: string, hasta: string): Promise<KeptAnswer> {
    return this.readCache.get(`rango:${desde}:${hasta}`, () => this.reservas.findTouchingRangeJson(desde, hasta));
  }

  /**
   * Client (name, documento, phone), observations, lodging type or unit number; case and accents ignored. A search
   * answers JSON text built in PostgreSQL (the same array), kept per replica with the searched pages
   * (database/read-cache.ts); a blank one is the whole list.
   */
  search(text: string): Promise<KeptAnswer | Reserva[]> {
    const operand = searchOperand(text);
    if (!operand) return this.reservas.findAll();
    return this.readCache.get(`busqueda:${operand}`, () => this.reservas.searchJson(operand), 'busqueda');
  }

  /**
   * One page of the Reservas screen: search (as `search`), lodging type, one sort column; with the total. The answer
   * (ReservasPagina) as JSON text: its rows come built from PostgreSQL.
   */
  async page(q: ReservasPaginaQuery): Promise<KeptAnswer | string> {
    const filtros = {
      operand: searchOperand(q.search ?? '') || null,
      tipoHospedajeId: q.tipo_hospedaje_id ?? null,
      saldo: q.saldo,
      prereservas: q.prereservas,
      llegadas: q.llegadas,
      orden: q.sort,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    };
    const read = async () => {
      const { total, reservas } = await this.reservas.findPageJson(filtros);
      return `{"success":true,"reservas":${reservas},"total":${total},"page":${q.page},"page_size":${q.page_size}}`;
    };
    // Pages are kept (database/read-cache.ts), searched ones in their own budget; the holds and arrivals filters
    // compare with the clock (today changes at midnight without a write).
    if (filtros.prereservas || filtros.llegadas) return read();
    return this.readCache.get(`pagina:${JSON.stringify(filtros)}`, read, filtros.operand === null ? 'comun' : 'busqueda');
  }

  fechasOcupadas(q: FechasOcupadasQuery): Promise<FechaOcupada[]> {
    return this.reservas.findOccupied(q);
  }
}
