/**
 * The forms of a stay's account (issue 32, «Charges»): react-hook-form over the API's own schemas (a charge from the
 * catalogue or manual, a discount), plus the rules that need the stay (the nights a per-night extra may take, what a
 * discount leaves against what was paid), each naming its field, and what will be charged before anything is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '@camping/contracts/api/http';
import { formatARSCents } from '@camping/contracts/format';
import { nochesExcedenEstadiaMessage } from '@camping/contracts/messages-cuenta';
import { toCents } from '@camping/contracts/money';
import {
  cargoExtraSchema,
  cargoManualSchema,
  descuentoCreateSchema,
  type CuentaEscrita,
  type CuentaTotales,
  type DescuentoCreateData,
  type DescuentoCreateInput,
} from '@camping/contracts/schemas/cuenta';
import type { Extra } from '@camping/contracts/schemas/extra';
import { descuentoError, descuentoPorcentajeCentavos, detalleLinea, montoExtraCentavos } from '@camping/contracts/stay-charges';

/** These rules run even when another field is still wrong, so the clerk sees every problem at once. */
const always = { when: () => true };

export type ExtraChargeInput = z.input<typeof cargoExtraSchema>;
export type ExtraChargeData = z.output<typeof cargoExtraSchema>;
export type ManualChargeInput = z.input<typeof cargoManualSchema>;
export type ManualChargeData = z.output<typeof cargoManualSchema>;

/** A charge from the catalogue: per night, never more nights than the stay has. */
export function extraChargeSchema(nochesEstadia: number) {
  return cargoExtraSchema.refine((c) => c.noches === undefined || c.noches <= nochesEstadia, {
    path: ['noches'],
    message: nochesExcedenEstadiaMessage(nochesEstadia),
  });
}

export function useExtraChargeForm(reservaId: number, extraId: number | undefined, nochesEstadia: number) {
  const schema = useMemo(() => extraChargeSchema(nochesEstadia), [nochesEstadia]);
  return useForm<ExtraChargeInput, unknown, ExtraChargeData>({
    resolver: zodResolver(schema),
    // No nights here: only an extra charged per night has them, and its field brings the stay's nights when shown.
    defaultValues: { reserva_id: reservaId, extra_id: extraId, cantidad: '1' },
  });
}

export function useManualChargeForm(reservaId: number) {
  return useForm<ManualChargeInput, unknown, ManualChargeData>({
    resolver: zodResolver(cargoManualSchema),
    defaultValues: { reserva_id: reservaId, concepto: '', monto: '' },
  });
}

/** A whole number typed in a field, or null while it is not one. */
function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** «Se cargan $ 16.000 (2 × $ 8.000)»; null while the quantity or the nights are not whole numbers. */
export function extraChargeText(extra: Extra | undefined, cantidad: unknown, noches: unknown): string | null {
  const n = wholeNumber(cantidad);
  const porNoche = extra?.cobro === 'por_noche';
  const nights = porNoche ? wholeNumber(noches) : null;
  if (!extra || n === null || (porNoche && nights === null)) return null;
  const detalle = detalleLinea({ tipo: 'extra', cantidad: n, noches: nights, precio_unitario: extra.precio, porcentaje: null });
  return `Se cargan ${formatARSCents(montoExtraCentavos(extra.precio, n, nights) / 100)}${detalle ? ` (${detalle})` : ''}`;
}

export type DiscountMode = 'monto' | 'porcentaje';

/** What the discount rules read of the stay: its charges, its total and what it holds. */
export interface DiscountFigures {
  totales: Pick<CuentaTotales, 'cargos' | 'total'>;
  pagado: number;
}

/** The discount a value stands for, in cents (a percentage of the charges), or null while it is not a number. */
function discountCents(mode: DiscountMode, value: unknown, cargos: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  return mode === 'monto' ? toCents(n) : Number.isInteger(n) ? descuentoPorcentajeCentavos(toCents(cargos), n) : null;
}

/** The API's discount, its value asked for by the mode's field, and never above the total or below what was paid. */
export function discountSchema(mode: DiscountMode, figures: DiscountFigures) {
  return descuentoCreateSchema
    .refine((d) => d[mode] !== undefined, {
      path: [mode],
      message: mode === 'monto' ? 'Indique el monto del descuento' : 'Indique el porcentaje del descuento',
      ...always,
    })
    .refine((d) => discountProblem(mode, d, figures) === null, {
      path: [mode],
      error: (issue) => discountProblem(mode, issue.input, figures) ?? undefined,
      ...always,
    });
}

/** Why the discount typed cannot be given (the API's rule, descuentoError), or null. */
function discountProblem(mode: DiscountMode, values: unknown, figures: DiscountFigures): string | null {
  const value = typeof values === 'object' && values !== null ? (values as Record<string, unknown>)[mode] : undefined;
  const monto = discountCents(mode, value, figures.totales.cargos);
  return monto === null ? null : descuentoError(monto / 100, figures.totales.total, figures.pagado);
}

/** «Descuento de $ 11.600: la cuenta queda en $ 104.400»; null while the value is not a number. */
export function discountText(mode: DiscountMode, value: unknown, figures: DiscountFigures): string | null {
  const monto = discountCents(mode, value, figures.totales.cargos);
  if (monto === null) return null;
  return `Descuento de ${formatARSCents(monto / 100)}: la cuenta queda en ${formatARSCents((toCents(figures.totales.total) - monto) / 100)}`;
}

export function useDiscountForm(reservaId: number, mode: DiscountMode, figures: DiscountFigures) {
  const schema = useMemo(() => discountSchema(mode, figures), [mode, figures]);
  return useForm<DescuentoCreateInput, unknown, DescuentoCreateData>({
    resolver: zodResolver(schema),
    defaultValues: { reserva_id: reservaId, motivo: '' },
  });
}

/**
 * Sends what the form checked and hands the answer on; the server's refusal stays in the form (an ended session shows
 * nothing: the login dialog opens over it, and what was typed stays).
 */
export async function sendAccountWrite<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  send: () => Promise<CuentaEscrita>,
  onSaved: (answer: CuentaEscrita) => void,
  fallback: string,
): Promise<void> {
  try {
    onSaved(await send());
  } catch (error) {
    const message = failureMessage(error, fallback);
    if (message !== null) form.setError('root.server', { message });
  }
}
