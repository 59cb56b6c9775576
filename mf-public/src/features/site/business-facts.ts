/**
 * The business facts the public site states (spec section 1), in one place so every page says the same thing.
 * Spanish display: decimals with a comma (1,70 m), hours as the spec writes them.
 */
import { POOL_HOURS, formatBusinessHours, receptionHours, type HorarioAtencion } from '@camping/contracts/business-hours';
import { PARCELAS_CAMPING } from '@camping/contracts/domain';

export const PILETAS = [
  { nombre: 'Recreativa', medidas: '15 x 8 m', profundidad: '1,70 m' },
  { nombre: 'Pasiva', medidas: '12 x 6 m', profundidad: '1,70 m' },
  { nombre: 'Infantil', medidas: '6 x 3 m', profundidad: '0,65 m' },
] as const;

/**
 * Reception's hours are the configured BUSINESS_HOURS (the site data, GET /api/public/sitio), the ones the chat
 * bubble goes by; the pools' are a fact of the complex.
 */
export function horarios(recepcion?: HorarioAtencion | null): Array<{ lugar: string; horario: string }> {
  return [
    { lugar: 'Recepción', horario: formatBusinessHours(receptionHours(recepcion)) },
    { lugar: 'Piletas', horario: formatBusinessHours(POOL_HOURS) },
  ];
}

export const FACTS = {
  parcelas: PARCELAS_CAMPING,
  cabanasPersonas: '4-5',
  maquinasGimnasio: 10,
  abiertoTodoElAnio: 'Abierto todo el año',
  temporadaPileta: 'Servicio de pileta en temporada de verano y Semana Santa',
  mascotas: 'Se aceptan mascotas pequeñas en las cabañas',
  todoIncluido: 'Todo está incluido en el precio',
  dormis: 'Una cama matrimonial y una cucheta, sin ropa de cama',
} as const;
