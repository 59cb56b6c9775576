/** Every API call mf-clients makes (Clientes, Precios, Configuración, Canales), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { getCanales } from '@camping/contracts/api/canales';
import { createCliente, deleteCliente, listClientesPagina, updateCliente } from '@camping/contracts/api/clientes';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import { createExtra, listExtras, updateExtra } from '@camping/contracts/api/extras';
import { getTodosPrecios } from '@camping/contracts/api/hospedajes';
import { listReservasCliente } from '@camping/contracts/api/reservas';
import { CLIENTE_SORT_DEFAULT } from '@camping/contracts/schemas/cliente';

const cliente = { nombre: 'Contrato', apellido: 'De Prueba', documento: '39111222', telefono: '2664111222' };
const createdId = (answers: Record<string, unknown>) => (answers['alta de cliente'] as { cliente: { id: number } }).cliente.id;

export const API_CALLS: ApiCall[] = [
  { name: 'página de clientes', run: () => listClientesPagina({ page: 1, page_size: 20, sort: CLIENTE_SORT_DEFAULT }) },
  { name: 'búsqueda de clientes', run: () => listClientesPagina({ page: 1, page_size: 20, sort: CLIENTE_SORT_DEFAULT, search: 'a' }) },
  { name: 'alta de cliente', run: () => createCliente(cliente) },
  { name: 'edición de cliente', run: (answers) => updateCliente(createdId(answers), { ...cliente, patente: 'AB123CD' }) },
  { name: 'reservas del cliente', run: (answers) => listReservasCliente(createdId(answers)) },
  { name: 'baja de cliente', run: (answers) => deleteCliente(createdId(answers)) },
  { name: 'precios', run: () => getTodosPrecios() },
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
