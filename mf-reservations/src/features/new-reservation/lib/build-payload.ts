/** The POST reservas body of the wizard: no unit for camping and grupos, camping people = adults + minors, the seña if any. */
import { TIPO_CAMPING, tipoSinUnidad } from '@camping/contracts/domain';
import type { MetodoPago } from '@camping/contracts/domain';
import type { ReservaCreateInput } from '@camping/contracts/schemas/reserva';
import { parseNumber } from '../../../lib/parse-number';
import { tipoOf, type WizardValues } from './wizard-rules';

export function peopleOf(v: WizardValues): number {
  if (tipoOf(v) === TIPO_CAMPING) return (parseNumber(v.cantidad_adultos) ?? 0) + (parseNumber(v.cantidad_menores) ?? 0);
  return parseNumber(v.cantidad_personas) ?? 0;
}

export function buildReservaPayload(v: WizardValues, total: number): ReservaCreateInput {
  const tipo = tipoOf(v) ?? 0;
  return {
    cliente_id: v.cliente_id,
    hospedaje_id: tipoSinUnidad(tipo) ? null : parseNumber(v.hospedaje_id),
    tipo_hospedaje_id: tipo,
    fecha_entrada: v.fecha_entrada,
    fecha_salida: v.fecha_salida,
    cantidad_personas: peopleOf(v),
    monto_total: total,
    estado: 'activa',
    observaciones: v.observaciones,
    metodo_pago: v.metodo_pago as ReservaCreateInput['metodo_pago'],
    descuento: parseNumber(v.descuento) ?? 0,
    // The seña, when typed, is recorded by the API as the first payment in the booking's transaction.
    ...(v.sena_monto.trim() !== ''
      ? { sena_monto: parseNumber(v.sena_monto) ?? undefined, sena_metodo_pago: v.sena_metodo_pago as MetodoPago }
      : {}),
  };
}
