/**
 * react-hook-form over the shared `extraCreateSchema` (issue 32): the same rules and Spanish messages as the API, for
 * a new extra and for changing one (its name, price and charge; retiring is a button of its own).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { extraCreateSchema, type Extra, type ExtraCreateData, type ExtraCreateInput } from '@camping/contracts/schemas/extra';

export function useExtraForm(extra?: Extra) {
  return useForm<ExtraCreateInput, unknown, ExtraCreateData>({
    resolver: zodResolver(extraCreateSchema),
    defaultValues: extra
      ? { nombre: extra.nombre, precio: String(extra.precio), cobro: extra.cobro }
      : { nombre: '', precio: '', cobro: 'unico' },
  });
}
