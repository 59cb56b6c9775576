/** Every read mf-calendar makes (calendar, planilla, holds due today, detail panel, a changed stay's price), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { sanLuisDay } from '@camping/dev-database/api-contract';
import { getBloqueos, getConflictosEnRango } from '@camping/contracts/api/canales-import';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import { getDisponibles, getPrecio, listHospedajes } from '@camping/contracts/api/hospedajes';
import { getOcupacion, listReservasEnRango, listReservasPagina } from '@camping/contracts/api/reservas';
import { RESERVA_SORT_DEFAULT } from '@camping/contracts/schemas/reserva-pagina';

export const API_CALLS: ApiCall[] = [
  { name: 'hospedajes', run: () => listHospedajes() },
  { name: 'configuración', run: () => getConfiguracion() },
  { name: 'reservas del mes', run: () => listReservasEnRango(sanLuisDay(-31), sanLuisDay(31)) },
  {
    name: 'pre-reservas que vencen hoy',
    run: () => listReservasPagina({ page: 1, page_size: 1, sort: RESERVA_SORT_DEFAULT, prereservas: 'vencen_hoy' }),
  },
  { name: 'bloqueos del mes', run: () => getBloqueos({ fecha_entrada: sanLuisDay(-32), fecha_salida: sanLuisDay(32) }) },
  { name: 'conflictos del mes', run: () => getConflictosEnRango({ desde: sanLuisDay(-31), hasta: sanLuisDay(31) }) },
  { name: 'ocupación', run: () => getOcupacion({ fecha_inicio: sanLuisDay(-31), fecha_fin: sanLuisDay(31) }) },
  {
    name: 'unidades libres para mover',
    run: () => getDisponibles({ tipo_hospedaje_id: 1, fecha_entrada: sanLuisDay(200), fecha_salida: sanLuisDay(202) }),
  },
  // A changed stay's new amount (Planilla, room move): the price of a night.
  { name: 'precio de una noche', run: () => getPrecio({ tipo_hospedaje_id: 2, cantidad_personas: 2, metodo_pago: 'efectivo' }) },
];
