/**
 * Rules of the edit form (spec sections 4 and 5), from the shared schema pieces: the unit (a room move, issue 13);
 * entry before exit; a date that is
 * changed cannot be moved into the past ('No se puede modificar una reserva para fechas pasadas'); people >= 1;
 * amount and discount >= 0; any of the three states. Dates left as they were are not re-checked, so a stay that
 * already began can still be extended, paid or closed.
 */
import { z } from 'zod';
import { ESTADOS_RESERVA, type EstadoReserva } from '@camping/contracts/domain';
import { capacidadExcedidaMessage, MSG } from '@camping/contracts/messages';
import { isIsoDate, todayIso } from '@camping/contracts/dates';
import { MAX_PERSONAS_RESERVA, peopleLimitProblem } from '@camping/contracts/people-limits';
import { fechasEdicionError } from '@camping/contracts/reserva-rules';
import { entero, fechaIso, id, importe, textoOpcional } from '@camping/contracts/schemas/common';
import {
  ESTADO_PRERESERVA,
  metodoPagoSchema,
  type Reserva,
  type ReservaUpdateInput,
} from '@camping/contracts/schemas/reserva';
import { checkDateField, checkField } from '../../../lib/field-checks';

export interface EditValues {
  /** The unit (cabins and dormis): another one is a room move. Empty for camping and groups. */
  hospedaje_id: string;
  fecha_entrada: string;
  fecha_salida: string;
  cantidad_personas: string;
  monto_total: string;
  descuento: string;
  metodo_pago: string;
  estado: string;
  observaciones: string;
}

export function editDefaults(r: Reserva): EditValues {
  return {
    hospedaje_id: r.hospedaje_id === null ? '' : String(r.hospedaje_id),
    fecha_entrada: r.fecha_entrada,
    fecha_salida: r.fecha_salida,
    cantidad_personas: String(r.cantidad_personas),
    monto_total: String(r.monto_total),
    descuento: String(r.descuento ?? 0),
    metodo_pago: r.metodo_pago || 'efectivo',
    // A hold keeps its state unless staff choose another (saving other changes must not confirm it).
    estado: [...ESTADOS_RESERVA, ESTADO_PRERESERVA].includes(r.estado as EstadoReserva) ? r.estado : 'activa',
    observaciones: r.observaciones ?? '',
  };
}

/**
 * The states the Estado select offers, in order: a hold's own first. Cancelling is an action of its own («Cancelar
 * reserva» asks the reason and what happens to the money, issue 32), so «Cancelada» is offered only to a stay that
 * already is, for its value to show (and to make it live again).
 */
export function editableStates(r: Pick<Reserva, 'estado'>): string[] {
  const propios = r.estado === ESTADO_PRERESERVA ? [ESTADO_PRERESERVA] : [];
  return [...propios, ...ESTADOS_RESERVA.filter((e) => e !== 'cancelada' || r.estado === 'cancelada')];
}

const pieces = {
  hospedaje_id: z.preprocess((v) => (v === '' ? null : v), id('hospedaje_id').nullable()),
  fecha_entrada: fechaIso('fecha_entrada'),
  fecha_salida: fechaIso('fecha_salida'),
  // The shared ceiling (libs/contracts people-limits), then the type's own limit below: the API's rules exactly.
  cantidad_personas: entero('cantidad_personas', { min: 1, max: MAX_PERSONAS_RESERVA }),
  monto_total: importe('monto_total'),
  descuento: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? 0 : v), importe('descuento')),
  metodo_pago: metodoPagoSchema,
  estado: z.enum([...ESTADOS_RESERVA, ESTADO_PRERESERVA], { error: MSG.estadoEditable }),
  observaciones: textoOpcional('observaciones', 1000),
};

const parsedPieces = z.object(pieces);
export type EditParsed = z.output<typeof parsedPieces>;

const asText = z.string().catch('');
const editShape = Object.fromEntries(Object.keys(pieces).map((key) => [key, asText])) as Record<keyof EditValues, typeof asText>;

/**
 * The edit form's rules, for `zodResolver`: the fields arrive as text (a disabled control as undefined, read as
 * empty), every one is checked with its shared piece at once, then the dates together; what passes comes out typed.
 */
export function editReservationSchema(
  original: Pick<Reserva, 'fecha_entrada' | 'fecha_salida' | 'tipo_hospedaje_id'>,
  today: string = todayIso(),
) {
  return z
    .object(editShape)
    .superRefine((v, ctx) => {
      for (const key of Object.keys(pieces) as Array<keyof typeof pieces>) {
        if (key === 'fecha_entrada' || key === 'fecha_salida') checkDateField(ctx, pieces[key], v[key], key);
        else checkField(ctx, pieces[key], v[key], key);
      }
      const personas = pieces.cantidad_personas.safeParse(v.cantidad_personas);
      const limite = personas.success ? peopleLimitProblem(original.tipo_hospedaje_id, personas.data) : null;
      if (limite) ctx.addIssue({ code: 'custom', message: limite, path: ['cantidad_personas'] });
      if (!isIsoDate(v.fecha_entrada) || !isIsoDate(v.fecha_salida)) return;
      const fechas = fechasEdicionError(original, { fecha_entrada: v.fecha_entrada, fecha_salida: v.fecha_salida }, today);
      if (fechas) ctx.addIssue({ code: 'custom', message: fechas, path: ['fecha_entrada'] });
    })
    .transform((v) => parsedPieces.parse(v));
}

/**
 * More people than the chosen unit's beds, in the API's words, or null (issue 37): checked before anything is priced,
 * so the clerk reads the real reason, not «No se encontró precio…» for a dormi of 5.
 */
export function capacityProblem(personas: number | null, capacidad: number | null): string | null {
  return personas !== null && capacidad !== null && personas > capacidad ? capacidadExcedidaMessage(personas, capacidad) : null;
}

/** PUT reservas carries the id plus only what changed (spec section 7). */
export function changedFields(original: Reserva, v: EditParsed): ReservaUpdateInput {
  const body: ReservaUpdateInput = { id: original.id };
  if (v.hospedaje_id !== original.hospedaje_id) body.hospedaje_id = v.hospedaje_id;
  if (v.fecha_entrada !== original.fecha_entrada) body.fecha_entrada = v.fecha_entrada;
  if (v.fecha_salida !== original.fecha_salida) body.fecha_salida = v.fecha_salida;
  if (v.cantidad_personas !== original.cantidad_personas) body.cantidad_personas = v.cantidad_personas;
  if (v.monto_total !== original.monto_total) body.monto_total = v.monto_total;
  if (v.descuento !== (original.descuento ?? 0)) body.descuento = v.descuento;
  if (v.metodo_pago !== original.metodo_pago) body.metodo_pago = v.metodo_pago;
  if (v.estado !== original.estado) body.estado = v.estado;
  if ((v.observaciones ?? null) !== (original.observaciones ?? null)) body.observaciones = v.observaciones ?? '';
  return body;
}
