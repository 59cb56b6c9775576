/**
 * The price list's price of one night of a changed cabin or dormi stay (the shared `nightPriceQuery`, the same key
 * the Reservas edit modal uses), as the changed-stay rule reads it. Asked only while the rule needs it.
 */
import { useQuery } from '@tanstack/react-query';
import { nightPriceOf, nightPriceQuery } from '@camping/contracts/api/night-price-query';
import type { NightPrice, StayTerms } from '@camping/contracts/stay-change';

export function useNightPrice(stay: Pick<StayTerms, 'tipo_hospedaje_id' | 'cantidad_personas' | 'metodo_pago'> | null, needed: boolean): NightPrice {
  const query = useQuery(
    nightPriceQuery(
      { tipoId: stay?.tipo_hospedaje_id ?? null, personas: stay?.cantidad_personas ?? null, metodoPago: stay?.metodo_pago ?? '' },
      needed,
    ),
  );
  return nightPriceOf(query);
}
