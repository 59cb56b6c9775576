import { Injectable, NotFoundException } from '@nestjs/common';
import { tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { CampingPrices } from '@camping/contracts/pricing';
import type { PrecioRow } from '@camping/contracts/schemas/hospedaje';
import { Transactions } from '../database/transactions';
import { PreciosRepository } from './precios.repository';

const notFound = (message: string) => new NotFoundException({ success: false, message });

/** The three camping prices of one payment method, or null when one of them is missing from the table. */
function completeCamping({ base, adulto, menor }: Partial<CampingPrices>): CampingPrices | null {
  return base === undefined || adulto === undefined || menor === undefined ? null : { base, adulto, menor };
}

@Injectable()
export class PreciosService {
  constructor(
    private readonly precios: PreciosRepository,
    private readonly transactions: Transactions,
  ) {}

  todos(): Promise<PrecioRow[]> {
    return this.precios.findAll();
  }

  /**
   * Per-day price of a cabin or dormi. Prices are set per number of people; fewer people than the smallest row (1
   * person in a cabin) pay that row. Camping is priced by base, adults and minors, groups by hand: no such price.
   */
  async porDia(tipoHospedajeId: number, personas: number, metodoPago: string): Promise<number> {
    const precio = tipoSinUnidad(tipoHospedajeId) ? null : await this.precios.findPerDay(tipoHospedajeId, personas, metodoPago);
    if (precio === null) throw notFound(MSG.precioNoEncontrado);
    return precio;
  }

  async camping(metodoPago: string): Promise<CampingPrices> {
    const prices = completeCamping(await this.precios.findCamping(metodoPago));
    if (!prices) throw notFound(MSG.faltanPrecios);
    return prices;
  }

  configuredPeople(tipoHospedajeId: number): Promise<number[]> {
    return this.precios.findConfiguredPeople(tipoHospedajeId);
  }

  async actualizar(id: number, precio: number): Promise<PrecioRow> {
    const row = await this.transactions.run((tx) => this.precios.updatePrice(id, precio, tx));
    if (!row) throw notFound(MSG.precioNoEncontrado);
    return row;
  }
}
