/**
 * The early check-out's form (issue 32): react-hook-form over the API's own `estadiaSalidaSchema`, plus the rule that
 * needs the stay's figures: charging the nights used when more was paid than they cost needs the way the difference
 * goes back (the API refuses it otherwise, naming its field; the clerk reads this beside the choice instead).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { CobroSalidaAnticipada } from '@camping/contracts/early-checkout';
import { formatARSCents } from '@camping/contracts/format';
import { estadiaSalidaSchema, type EstadiaSalidaData, type EstadiaSalidaInput } from '@camping/contracts/schemas/hoy';

export function reembolsoMetodoFaltante(reembolso: number): string {
  return `Elija cómo se devuelven ${formatARSCents(reembolso)} al huésped`;
}

/** `reembolso`: what charging the nights used gives back (0 while their price is on its way, or nothing goes back). */
export function earlyCheckoutSchema(reembolso: number) {
  return estadiaSalidaSchema.refine((s) => s.cobro !== 'noches_usadas' || reembolso === 0 || s.reembolso_metodo_pago !== undefined, {
    path: ['reembolso_metodo_pago'],
    message: reembolsoMetodoFaltante(reembolso),
  });
}

export type EarlyCheckoutForm = UseFormReturn<EstadiaSalidaInput, unknown, EstadiaSalidaData>;

/** `cobro` starts at Configuración's choice; the refund's method starts unchosen: money going back is asked, not assumed. */
export function useEarlyCheckoutForm(id: number, reembolso: number, cobro: CobroSalidaAnticipada): EarlyCheckoutForm {
  const schema = useMemo(() => earlyCheckoutSchema(reembolso), [reembolso]);
  return useForm<EstadiaSalidaInput, unknown, EstadiaSalidaData>({ resolver: zodResolver(schema), defaultValues: { id, cobro } });
}
