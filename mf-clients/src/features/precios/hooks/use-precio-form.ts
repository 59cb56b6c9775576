/**
 * The inline price form: the shared `precioUpdateSchema` rule (a number >= 0), read from es-AR typing, in whole
 * pesos (the API keeps cents for other clients; this screen shows and takes none).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MSG } from '@camping/contracts/messages';
import { precioUpdateSchema } from '@camping/contracts/schemas/hospedaje';
import { parsePrecioText } from '../lib/parse-precio';

export const precioFormSchema = z.object({
  precio: z.preprocess(
    parsePrecioText,
    precioUpdateSchema.shape.precio.refine((v) => Number.isInteger(v), { error: MSG.precioSinCentavos }),
  ),
});
export type PrecioFormInput = z.input<typeof precioFormSchema>;
export type PrecioFormData = z.output<typeof precioFormSchema>;

export function usePrecioForm(precio: number) {
  return useForm<PrecioFormInput, unknown, PrecioFormData>({
    resolver: zodResolver(precioFormSchema),
    defaultValues: { precio: String(Math.round(precio)) },
  });
}
