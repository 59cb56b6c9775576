/** Every API call mf-clients makes (Clientes, Precios and its Temporadas, Configuración, Canales), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { getCanales } from '@camping/contracts/api/canales';
import { createCliente, deleteCliente, listClientesPagina, updateCliente } from '@camping/contracts/api/clientes';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import { createExtra, listExtras, updateExtra } from '@camping/contracts/api/extras';
import { getTodosPrecios } from '@camping/contracts/api/hospedajes';
import { listReservasCliente } from '@camping/contracts/api/reservas';
import { createTemporada, deleteTemporada, getSugerencias, getTemporadas, updateTemporada } from '@camping/contracts/api/temporadas';
import type { TemporadaDatos } from '@camping/contracts/schemas/temporada';
import { CLIENTE_SORT_DEFAULT } from '@camping/contracts/schemas/cliente';

const cliente = { nombre: 'Contrato', apellido: 'De Prueba', documento: '39111222', telefono: '2664111222' };
const temporada: TemporadaDatos = {
  nombre: 'Temporada del contrato',
  color: '#E4572E',
  rangos: [{ desde: '2031-01-02', hasta: '2031-01-31' }],
  modo: 'porcentaje',
  porcentaje: 20,
  precios: null,
  recargo_fin_de_semana: 10,
  minimo_noches: 3,
  dias_sin_ingreso: [5],
};
const temporadaId = (answers: Record<string, unknown>) => (answers['alta de temporada'] as { temporada: { id: number } }).temporada.id;
const createdId = (answers: Record<string, unknown>) => (answers['alta de cliente'] as { cliente: { id: number } }).cliente.id;

export const API_CALLS: ApiCall[] = [
  { name: 'página de clientes', run: () => listClientesPagina({ page: 1, page_size: 20, sort: CLIENTE_SORT_DEFAULT }) },
  { name: 'búsqueda de clientes', run: () => listClientesPagina({ page: 1, page_size: 20, sort: CLIENTE_SORT_DEFAULT, search: 'a' }) },
  { name: 'alta de cliente', run: () => createCliente(cliente) },
  { name: 'edición de cliente', run: (answers) => updateCliente(createdId(answers), { ...cliente, patente: 'AB123CD' }) },
  { name: 'reservas del cliente', run: (answers) => listReservasCliente(createdId(answers)) },
  { name: 'baja de cliente', run: (answers) => deleteCliente(createdId(answers)) },
  { name: 'precios', run: () => getTodosPrecios() },
  // Precios' seasons (issue 35).
  { name: 'temporadas', run: () => getTemporadas() },
  { name: 'fines de semana largos', run: () => getSugerencias(2031) },
  { name: 'alta de temporada', run: () => createTemporada(temporada) },
  {
    name: 'edición de temporada',
    run: (answers) =>
      updateTemporada(temporadaId(answers), { ...temporada, modo: 'precios', porcentaje: null, precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 60000 }], camping: [] } }),
  },
  { name: 'baja de temporada', run: (answers) => deleteTemporada(temporadaId(answers)) },
  { name: 'configuración', run: () => getConfiguracion() },
  // Configuración's catalogue of extras (issue 32).
  { name: 'extras', run: () => listExtras() },
  { name: 'alta de extra', run: () => createExtra({ nombre: 'Extra del contrato', precio: 1500, cobro: 'por_noche' }) },
  {
    name: 'retiro de extra',
    run: (answers) => updateExtra({ id: (answers['alta de extra'] as { extra: { id: number } }).extra.id, activo: false }),
  },
  { name: 'canales', run: () => getCanales() },
];
