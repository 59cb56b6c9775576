/** The inline price form: the shared `precioUpdateSchema` rule (a number >= 0), read from es-AR typing. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { precioUpdateSchema } from '@camping/contracts/schemas/hospedaje';
import { parsePrecioText } from '../utils/parse-precio';

export const precioFormSchema = z.object({ precio: z.preprocess(parsePrecioText, precioUpdateSchema.shape.precio) });
export type PrecioFormInput = z.input<typeof precioFormSchema>;
export type PrecioFormData = z.output<typeof precioFormSchema>;

export function usePrecioForm(precio: number) {
  return useForm<PrecioFormInput, unknown, PrecioFormData>({
    resolver: zodResolver(precioFormSchema),
    defaultValues: { precio: String(Math.round(precio)) },
  });
}
