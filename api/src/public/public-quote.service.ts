/**
 * The visitor's availability check and quote (GET /api/public/cotizacion): room or not, and the price per payment
 * method computed with the shared pricing rules. It never reveals clients, unit numbers or how many units are free.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { nightsBetween, todayIso } from '@camping/contracts/dates';
import { PARCELAS_CAMPING, TIPO_CAMPING } from '@camping/contracts/domain';
import { CAMPO_MSG } from '@camping/contracts/field-messages';
import { MSG } from '@camping/contracts/messages';
import { cotizacionQuerySchema, type CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { parseOrThrow } from '../common/parse-or-throw';
import { HospedajesService } from '../hospedajes/hospedajes.service';
import { ReservasService } from '../reservas/reservas.service';
import { type StayGuests, StayPricingService } from '../temporadas/stay-pricing.service';
import { quoteFromStayPrices } from './stay-quote';

export const COTIZACION_MSG = {
  hayLugar: '¡Hay lugar para las fechas elegidas!',
  sinLugarUnidad: MSG.sinHospedajesDisponibles,
  sinLugarCamping: 'No quedan parcelas de camping libres para las fechas seleccionadas',
  demasiadasPersonas: (tipo: string, max: number) => `${tipo} alojan hasta ${max} personas`,
  faltanPersonas: CAMPO_MSG.obligatorio('Personas'),
  faltanAdultos: CAMPO_MSG.obligatorio('Adultos'),
  alMenosUnaPersona: 'Indique al menos una persona',
  sinPrecio: MSG.precioNoEncontrado,
} as const;

/** With its possessive, since 'cabañas' is feminine and 'dormis' masculine. */
const NOMBRE_PLURAL: Record<number, string> = { 1: 'Nuestras cabañas', 2: 'Nuestros dormis' };

type Cotizacion = CotizacionResponse['cotizaciones'][number];

function answer(disponible: boolean, noches: number, cotizaciones: Cotizacion[], message: string): CotizacionResponse {
  return { success: true, disponible, noches, cotizaciones: disponible ? cotizaciones : [], message };
}

@Injectable()
export class PublicQuoteService {
  constructor(
    private readonly hospedajes: HospedajesService,
    private readonly reservas: ReservasService,
    private readonly estadias: StayPricingService,
  ) {}

  /** Each payment method's price of the stay with the one rule (seasons included), or the rule's refusal. */
  private async priced(guests: StayGuests, noches: number): Promise<CotizacionResponse> {
    const { cotizaciones, minimo, rechazo } = quoteFromStayPrices(await this.estadias.pricePerMethod(guests), noches);
    if (rechazo) return { ...answer(false, noches, [], rechazo), minimo, rechazo };
    if (cotizaciones.length === 0) return { ...answer(true, noches, [], COTIZACION_MSG.sinPrecio), minimo, rechazo };
    return { ...answer(true, noches, cotizaciones, COTIZACION_MSG.hayLugar), minimo, rechazo };
  }

  async quote(rawQuery: unknown): Promise<CotizacionResponse> {
    const q = parseOrThrow(cotizacionQuerySchema, rawQuery);
    if (q.fecha_entrada < todayIso()) throw new BadRequestException({ success: false, message: MSG.fechaEntradaPasada });
    const noches = nightsBetween(q.fecha_entrada, q.fecha_salida);

    if (q.tipo_hospedaje_id === TIPO_CAMPING) {
      if (q.cantidad_adultos === undefined) throw new BadRequestException({ success: false, message: COTIZACION_MSG.faltanAdultos });
      const adultos = q.cantidad_adultos;
      const menores = q.cantidad_menores ?? 0;
      if (adultos + menores < 1) throw new BadRequestException({ success: false, message: COTIZACION_MSG.alMenosUnaPersona });
      const pico = await this.reservas.campingPeak(q.fecha_entrada, q.fecha_salida);
      if (pico >= PARCELAS_CAMPING) return answer(false, noches, [], COTIZACION_MSG.sinLugarCamping);
      return this.priced({ entrada: q.fecha_entrada, salida: q.fecha_salida, tipo: TIPO_CAMPING, adultos, menores }, noches);
    }

    if (q.cantidad_personas === undefined) throw new BadRequestException({ success: false, message: COTIZACION_MSG.faltanPersonas });
    const personas = q.cantidad_personas;
    const capacidad = await this.hospedajes.largestCapacity(q.tipo_hospedaje_id);
    if (!capacidad) return answer(false, noches, [], COTIZACION_MSG.sinLugarUnidad);
    if (personas > capacidad) {
      throw new BadRequestException({
        success: false,
        message: COTIZACION_MSG.demasiadasPersonas(NOMBRE_PLURAL[q.tipo_hospedaje_id] ?? 'Nuestros hospedajes', capacidad),
      });
    }
    const libre = await this.hospedajes.hasFreeUnit(q.tipo_hospedaje_id, personas, q.fecha_entrada, q.fecha_salida);
    if (!libre) return answer(false, noches, [], COTIZACION_MSG.sinLugarUnidad);
    return this.priced({ entrada: q.fecha_entrada, salida: q.fecha_salida, tipo: q.tipo_hospedaje_id, personas }, noches);
  }
}
