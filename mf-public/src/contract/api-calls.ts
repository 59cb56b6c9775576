/** Every API call mf-public makes (the site's contact data and the public quote), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { sanLuisDay } from '@camping/dev-database/api-contract';
import { getCotizacion, getSitio } from '@camping/contracts/api/publico';

export const API_CALLS: ApiCall[] = [
  { name: 'datos del sitio', run: () => getSitio() },
  {
    name: 'cotización de camping',
    run: () => getCotizacion({ tipo_hospedaje_id: 3, fecha_entrada: sanLuisDay(30), fecha_salida: sanLuisDay(32), cantidad_adultos: 2 }),
  },
  {
    name: 'cotización de cabaña',
    run: () => getCotizacion({ tipo_hospedaje_id: 1, fecha_entrada: sanLuisDay(40), fecha_salida: sanLuisDay(43), cantidad_personas: 4 }),
  },
];
