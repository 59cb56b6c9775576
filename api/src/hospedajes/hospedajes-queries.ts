/** GET hospedajes (and hospedajes.php): its variants in the order they are chosen (common/query-variants.ts). */
import {
  cantidadesQuerySchema,
  disponibilidadUnidadQuerySchema,
  disponiblesQuerySchema,
  hospedajeIdQuerySchema,
  precioQuerySchema,
  preciosCampingQuerySchema,
} from '@camping/contracts/schemas/hospedaje';
import { TIPO_CAMPING } from '@camping/contracts/domain';
import { precioEstadiaQuerySchema, preciosCampingEstadiaQuerySchema } from '@camping/contracts/schemas/temporada';
import { precioEstadiaCampos } from '@camping/contracts/seasons/stay-price-fields';
import { variant } from '../common/query-variants';
import type { PreciosService } from '../precios/precios.service';
import type { StayPricingService } from '../temporadas/stay-pricing.service';
import type { HospedajesService } from './hospedajes.service';

export interface HospedajesQueryContext {
  hospedajes: HospedajesService;
  precios: PreciosService;
  /** The stay's price night by night, with seasons (issue 35). */
  estadias: StayPricingService;
}

type Ctx = HospedajesQueryContext;

const DISPONIBILIDAD = ['fecha_entrada', 'fecha_salida', 'excluir_reserva_id'];

export const HOSPEDAJES_GET_VARIANTS = [
  variant({
    when: 'none',
    params: [],
    doc: 'Sin parámetros (o solo _t): tipos_hospedaje y hospedajes.',
    schema: undefined,
    handle: async (_input, c: Ctx) => {
      const [tipos_hospedaje, hospedajes] = await Promise.all([c.hospedajes.tipos(), c.hospedajes.unidades()]);
      return { success: true, tipos_hospedaje, hospedajes };
    },
  }),
  variant({
    when: { anyOf: ['id'] },
    params: ['id'],
    doc: '?id: una unidad (número, tipo y capacidad; 404 si no existe).',
    schema: hospedajeIdQuerySchema,
    handle: async ({ id }, c: Ctx) => ({ success: true, hospedaje: await c.hospedajes.unidad(id) }),
  }),
  variant({
    when: { anyOf: ['tipos'] },
    params: ['tipos'],
    doc: '?tipos: los tipos.',
    schema: undefined,
    handle: async (_input, c: Ctx) => ({ success: true, tipos: await c.hospedajes.tipos() }),
  }),
  variant({
    when: { anyOf: ['todos_precios'] },
    params: ['todos_precios'],
    doc: '?todos_precios: la tabla de precios.',
    schema: undefined,
    handle: async (_input, c: Ctx) => ({ success: true, precios: await c.precios.todos() }),
  }),
  variant({
    when: { allOf: ['precios_camping', 'fecha_entrada'] },
    params: ['precios_camping', 'metodo_pago', 'fecha_entrada', 'fecha_salida', 'cantidad_adultos', 'cantidad_menores'],
    doc:
      '?precios_camping[&metodo_pago]&fecha_entrada&fecha_salida&cantidad_adultos[&cantidad_menores]: base, adulto y menor ' +
      'de la lista base y, con las temporadas, el total de la estadía de camping, su desglose, la estadía mínima y el ' +
      'rechazo de la regla, si lo hay.',
    schema: preciosCampingEstadiaQuerySchema,
    handle: async (q, c: Ctx) => {
      const [precios, estadia] = await Promise.all([
        c.precios.camping(q.metodo_pago),
        c.estadias.price(
          { entrada: q.fecha_entrada, salida: q.fecha_salida, tipo: TIPO_CAMPING, adultos: q.cantidad_adultos, menores: q.cantidad_menores },
          q.metodo_pago,
        ),
      ]);
      return { success: true, precios, ...precioEstadiaCampos(estadia) };
    },
  }),
  variant({
    when: { anyOf: ['precios_camping'] },
    params: ['precios_camping', 'metodo_pago'],
    doc: '?precios_camping[&metodo_pago]: base, adulto y menor.',
    schema: preciosCampingQuerySchema,
    handle: async ({ metodo_pago }, c: Ctx) => ({ success: true, precios: await c.precios.camping(metodo_pago) }),
  }),
  variant({
    when: { allOf: ['precio', 'fecha_entrada'] },
    params: ['precio', 'tipo_hospedaje_id', 'cantidad_personas', 'metodo_pago', 'fecha_entrada', 'fecha_salida'],
    doc:
      '?precio&tipo_hospedaje_id&cantidad_personas[&metodo_pago]&fecha_entrada&fecha_salida: el precio por día base y, ' +
      'con las temporadas, el total de la estadía, su desglose, la estadía mínima y el rechazo de la regla, si lo hay.',
    schema: precioEstadiaQuerySchema,
    handle: async (q, c: Ctx) => {
      const [precio, estadia] = await Promise.all([
        c.precios.porDia(q.tipo_hospedaje_id, q.cantidad_personas, q.metodo_pago),
        c.estadias.price({ entrada: q.fecha_entrada, salida: q.fecha_salida, tipo: q.tipo_hospedaje_id, personas: q.cantidad_personas }, q.metodo_pago),
      ]);
      return { success: true, precio, ...precioEstadiaCampos(estadia) };
    },
  }),
  variant({
    when: { anyOf: ['precio'] },
    params: ['precio', 'tipo_hospedaje_id', 'cantidad_personas', 'metodo_pago'],
    doc: '?precio&tipo_hospedaje_id&cantidad_personas[&metodo_pago]: precio por día (cabañas y dormis).',
    schema: precioQuerySchema,
    handle: async (q, c: Ctx) => ({ success: true, precio: await c.precios.porDia(q.tipo_hospedaje_id, q.cantidad_personas, q.metodo_pago) }),
  }),
  variant({
    when: { anyOf: ['cantidades_personas'] },
    params: ['cantidades_personas', 'tipo_hospedaje_id'],
    doc: '?cantidades_personas&tipo_hospedaje_id: cantidades ofrecidas.',
    schema: cantidadesQuerySchema,
    handle: async ({ tipo_hospedaje_id }, c: Ctx) => ({ success: true, cantidades: await c.hospedajes.cantidadesPersonas(tipo_hospedaje_id) }),
  }),
  variant({
    when: { allOf: ['disponibilidad', 'hospedaje_id'] },
    params: ['disponibilidad', 'hospedaje_id', ...DISPONIBILIDAD],
    doc: '?disponibilidad&hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id]: si una unidad está libre.',
    schema: disponibilidadUnidadQuerySchema,
    handle: (input, c: Ctx) => c.hospedajes.disponibilidadUnidad(input),
  }),
  variant({
    when: { anyOf: ['tipo_hospedaje_id', 'disponibilidad'] },
    params: ['disponibilidad', 'tipo_hospedaje_id', ...DISPONIBILIDAD],
    doc: '?tipo_hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id] (o con disponibilidad=1): unidades libres para las noches [entrada, salida).',
    schema: disponiblesQuerySchema,
    handle: async (input, c: Ctx) => ({ success: true, ...(await c.hospedajes.disponibles(input)) }),
  }),
];
