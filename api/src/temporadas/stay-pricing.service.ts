import { Injectable } from '@nestjs/common';
import { METODOS_PAGO, type MetodoPago } from '@camping/contracts/domain';
import { priceStay, type StayPrice } from '@camping/contracts/seasons/price-stay';
import { priceGridFromRows } from '@camping/contracts/seasons/season-grid';
import { stayLimitRefusal } from '@camping/contracts/seasons/stay-limits';
import type { Tx } from '../database/transactions';
import { PreciosService } from '../precios/precios.service';
import { TemporadasRepository } from './temporadas.repository';

export interface StayGuests {
  entrada: string;
  salida: string;
  tipo: number;
  personas?: number;
  adultos?: number;
  menores?: number;
}

/**
 * Prices a stay with the one rule (libs/contracts seasons/price-stay.ts): the base prices and the seasons that touch
 * the stay are read together, then each night is priced in memory. Used by GET hospedajes?precio with dates, the
 * public quote, a booking's minimum stay (POST/PUT reservas) and the early check-out's nights used.
 */
@Injectable()
export class StayPricingService {
  constructor(
    private readonly precios: PreciosService,
    private readonly temporadas: TemporadasRepository,
  ) {}

  /** The seasons' minimum stay or no-arrival day refusing [entrada, salida), whatever the stay's price; or null. */
  async limitRefusal(entrada: string, salida: string, tx?: Tx): Promise<string | null> {
    return stayLimitRefusal(entrada, salida, await this.temporadas.findTouching(entrada, salida, tx));
  }

  async price(guests: StayGuests, metodo: MetodoPago): Promise<StayPrice> {
    return (await this.pricePerMethod(guests, [metodo])).get(metodo)!;
  }

  /** The stay priced with each payment method (the public quote), from one read of the prices and seasons. */
  async pricePerMethod(guests: StayGuests, metodos: readonly MetodoPago[] = METODOS_PAGO): Promise<Map<MetodoPago, StayPrice>> {
    const [rows, seasons] = await Promise.all([this.precios.todos(), this.temporadas.findTouching(guests.entrada, guests.salida)]);
    const base = priceGridFromRows(rows);
    return new Map(metodos.map((metodo) => [metodo, priceStay({ ...guests, metodo_pago: metodo, base, seasons })]));
  }
}
