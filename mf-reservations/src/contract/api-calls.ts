/** The API calls mf-reservations makes (Reservas, the wizard, Reserva Rápida), for its contract test. */
import type { ApiCall } from '@camping/dev-database/api-contract';
import { sanLuisDay } from '@camping/dev-database/api-contract';
import { createCliente, listClientesPagina, searchClientes } from '@camping/contracts/api/clientes';
import { addCargo, addDescuento, deleteLineaCuenta, getCuenta } from '@camping/contracts/api/cuenta';
import { listExtras } from '@camping/contracts/api/extras';
import { cambiarEstadoLimpieza, crearFueraDeServicio, getLimpieza, terminarFueraDeServicio } from '@camping/contracts/api/limpieza';
import { getConfiguracion } from '@camping/contracts/api/configuracion';
import {
  getCantidadesPersonas,
  getDisponibilidadUnidad,
  getDisponibles,
  getPrecio,
  getPreciosCamping,
  getTipos,
} from '@camping/contracts/api/hospedajes';
import { cancelarReserva, confirmarPrereserva, createReserva, deleteReserva, getReserva, listReservasPagina } from '@camping/contracts/api/reservas';
import { CLIENTE_SORT_DEFAULT } from '@camping/contracts/schemas/cliente';
import { RESERVA_SORT_DEFAULT } from '@camping/contracts/schemas/reserva-pagina';

const stay = { fecha_entrada: sanLuisDay(300), fecha_salida: sanLuisDay(302) };
type Answers = Record<string, unknown>;
const cabin = (answers: Answers, index: number) => (answers['cabañas libres'] as { hospedajes: Array<{ id: number }> }).hospedajes[index].id;
const freeCabin = (answers: Answers) => cabin(answers, 0);
const createdId = (answers: Answers, name: string) => (answers[name] as { id: number }).id;
const booking = (answers: Answers, es_prereserva: boolean) => ({
  cliente_id: (answers['alta de cliente'] as { cliente: { id: number } }).cliente.id,
  hospedaje_id: cabin(answers, es_prereserva ? 1 : 0),
  ...stay,
  cantidad_personas: 2,
  monto_total: 92000,
  metodo_pago: 'efectivo' as const,
  ...(es_prereserva ? { es_prereserva } : {}),
});

export const API_CALLS: ApiCall[] = [
  { name: 'tipos', run: () => getTipos() },
  { name: 'cantidades de personas', run: () => getCantidadesPersonas(1) },
  { name: 'precio', run: () => getPrecio({ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo' }) },
  { name: 'precios de camping', run: () => getPreciosCamping('efectivo') },
  { name: 'configuración', run: () => getConfiguracion() },
  { name: 'página de reservas', run: () => listReservasPagina({ page: 1, page_size: 20, sort: RESERVA_SORT_DEFAULT }) },
  { name: 'búsqueda de clientes', run: () => searchClientes('a') },
  { name: 'página de clientes', run: () => listClientesPagina({ page: 1, page_size: 10, sort: CLIENTE_SORT_DEFAULT }) },
  {
    name: 'alta de cliente',
    run: () => createCliente({ nombre: 'Contrato', apellido: 'Reservas', documento: '39222333', telefono: '2664222333' }),
  },
  { name: 'cabañas libres', run: () => getDisponibles({ tipo_hospedaje_id: 1, ...stay }) },
  { name: 'disponibilidad de una unidad', run: (answers) => getDisponibilidadUnidad({ hospedaje_id: freeCabin(answers), ...stay }) },
  { name: 'alta de reserva', run: (answers) => createReserva(booking(answers, false)) },
  { name: 'una reserva', run: (answers) => getReserva(createdId(answers, 'alta de reserva')) },
  // The stay's account in the detail (libs/ui «Cuenta», issue 32): read it, a charge and a discount, one removed.
  { name: 'extras', run: () => listExtras() },
  { name: 'cuenta', run: (answers) => getCuenta(createdId(answers, 'alta de reserva')) },
  { name: 'cargo manual', run: (answers) => addCargo({ reserva_id: createdId(answers, 'alta de reserva'), concepto: 'Lavandería', monto: 3500 }) },
  { name: 'descuento', run: (answers) => addDescuento({ reserva_id: createdId(answers, 'alta de reserva'), motivo: 'Contrato', porcentaje: 5 }) },
  { name: 'quitar cargo', run: (answers) => deleteLineaCuenta(createdId(answers, 'cargo manual')) },
  { name: 'alta de pre-reserva', run: (answers) => createReserva(booking(answers, true)) },
  { name: 'confirmar pre-reserva', run: (answers) => confirmarPrereserva(createdId(answers, 'alta de pre-reserva')) },
  // Nothing was paid on it, so only the reason is asked (issue 32).
  { name: 'cancelar reserva', run: (answers) => cancelarReserva({ id: createdId(answers, 'alta de pre-reserva'), motivo: 'desistio' }) },
  { name: 'baja de reserva', run: (answers) => deleteReserva(createdId(answers, 'alta de reserva')) },
  // «Limpieza» and «Nueva llegada» (issue 36): the day's list, a tap, a period fuera de servicio and its end.
  { name: 'limpieza', run: () => getLimpieza(sanLuisDay(0)) },
  { name: 'estado de limpieza', run: (answers) => cambiarEstadoLimpieza(cabin(answers, 2), 'en_limpieza') },
  {
    name: 'fuera de servicio',
    run: (answers) =>
      crearFueraDeServicio({ hospedaje_id: cabin(answers, 2), fecha_entrada: sanLuisDay(420), fecha_salida: sanLuisDay(421), motivo: 'Contrato' }),
  },
  {
    name: 'volver al servicio',
    run: (answers) => terminarFueraDeServicio((answers['fuera de servicio'] as { fuera_de_servicio: { id: number } }).fuera_de_servicio.id),
  },
];
