/**
 * The price list's price of a changed cabin or dormi stay, night by night (the shared `nightPriceQuery`, the same key
 * the Reservas edit modal uses), as the changed-stay rule reads it. Asked only while the rule needs it.
 */
import { useQuery } from '@tanstack/react-query';
import { nightPriceOf, nightPriceQuery } from '@camping/contracts/api/night-price-query';
import type { NightPrice, StayTerms } from '@camping/contracts/stay-change';

type PricedTerms = 'tipo_hospedaje_id' | 'cantidad_personas' | 'metodo_pago' | 'fecha_entrada' | 'fecha_salida';

/** The changed stay's dates go with it: the seasons' rule prices it night by night (issue 35). */
export function useNightPrice(stay: Pick<StayTerms, PricedTerms> | null, needed: boolean): NightPrice {
  const query = useQuery(
    nightPriceQuery(
      {
        tipoId: stay?.tipo_hospedaje_id ?? null,
        personas: stay?.cantidad_personas ?? null,
        metodoPago: stay?.metodo_pago ?? '',
        entrada: stay?.fecha_entrada,
        salida: stay?.fecha_salida,
      },
      needed,
    ),
  );
  return nightPriceOf(query);
}
