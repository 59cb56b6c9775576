/**
 * Component tests replace the API client and the toasts with jest mocks (import this file first). Browser tests
 * run against the real server.
 */
jest.mock('@camping/contracts/api/reservas', () => ({
  listReservas: jest.fn(),
  searchReservas: jest.fn(),
  createReserva: jest.fn(),
  updateReserva: jest.fn(),
  deleteReserva: jest.fn(),
  createReservaRapida: jest.fn(),
}));
jest.mock('@camping/contracts/api/hospedajes', () => ({
  getTipos: jest.fn(),
  getDisponibles: jest.fn(),
  getDisponibilidadUnidad: jest.fn(),
  getPrecio: jest.fn(),
  getPreciosCamping: jest.fn(),
  getCantidadesPersonas: jest.fn(),
}));
jest.mock('@camping/contracts/api/clientes', () => ({
  listClientes: jest.fn(),
  searchClientes: jest.fn(),
  createCliente: jest.fn(),
}));
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

import * as clientesApi from '@camping/contracts/api/clientes';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import * as reservasApi from '@camping/contracts/api/reservas';
import { notify } from '@camping/ui/toast';
import { TIPOS } from './fixtures';

export const api = {
  reservas: jest.mocked(reservasApi),
  hospedajes: jest.mocked(hospedajesApi),
  clientes: jest.mocked(clientesApi),
};
export const toast = jest.mocked(notify);

/** The reference data every form reads: types, people counts, efectivo prices as ARCHITECTURE.md seeds them. */
export function mockReferenceData(): void {
  api.hospedajes.getTipos.mockResolvedValue({ success: true, tipos: TIPOS });
  api.hospedajes.getCantidadesPersonas.mockImplementation(async (tipo: number) => ({
    success: true,
    cantidades: tipo === 1 ? [2, 3, 4, 5] : tipo === 2 ? [2, 3, 4] : [],
  }));
  const prices: Record<string, number> = { '1-2': 46000, '1-3': 58000, '1-4': 70000, '1-5': 70000, '2-2': 24000, '2-3': 34000, '2-4': 44000 };
  api.hospedajes.getPrecio.mockImplementation(async (q: { tipo_hospedaje_id: number; cantidad_personas: number }) => {
    const precio = prices[`${q.tipo_hospedaje_id}-${q.cantidad_personas}`];
    if (precio === undefined) {
      const { ApiError } = jest.requireActual('@camping/contracts/api/http');
      throw new ApiError('No se encontró precio para los parámetros especificados', 404);
    }
    return { success: true, precio };
  });
  api.hospedajes.getPreciosCamping.mockResolvedValue({ success: true, precios: { base: 5000, adulto: 3000, menor: 1500 } });
}

export function resetApiMocks(): void {
  jest.clearAllMocks();
  for (const group of Object.values(api)) {
    for (const fn of Object.values(group)) if (jest.isMockFunction(fn)) fn.mockReset();
  }
}
