/**
 * Component tests replace the API client and the toasts with jest mocks (import this file first). Browser tests
 * run against the real server.
 */
jest.mock('@camping/contracts/api/reservas', () => ({
  listReservas: jest.fn(),
  listReservasPagina: jest.fn(),
  searchReservas: jest.fn(),
  createReserva: jest.fn(),
  updateReserva: jest.fn(),
  deleteReserva: jest.fn(),
  createReservaRapida: jest.fn(),
  confirmarPrereserva: jest.fn(),
  cancelarReserva: jest.fn(),
  getReserva: jest.fn(),
}));
jest.mock('@camping/contracts/api/configuracion', () => ({
  getConfiguracion: jest.fn(),
  updateConfiguracion: jest.fn(),
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
  listClientesPagina: jest.fn(),
  searchClientes: jest.fn(),
  createCliente: jest.fn(),
}));
// The payments panel of the detail modal (libs/ui): no payments unless a test says otherwise.
jest.mock('@camping/contracts/api/pagos', () => ({
  listPagosReserva: jest.fn(async () => ({ success: true, pagos: [], total_pagado: 0 })),
  createPago: jest.fn(),
  updatePago: jest.fn(),
  deletePago: jest.fn(),
}));
// The stay's account of the detail modal (libs/ui, issue 32): its lodging only unless a test says otherwise.
jest.mock('@camping/contracts/api/cuenta', () => ({
  getCuenta: jest.fn(),
  addCargo: jest.fn(),
  addDescuento: jest.fn(),
  deleteLineaCuenta: jest.fn(),
}));
jest.mock('@camping/contracts/api/extras', () => ({ listExtras: jest.fn() }));
// «Hoy» (issue 17): the day and the stay-state calls.
jest.mock('@camping/contracts/api/hoy', () => ({
  getHoy: jest.fn(),
  registrarIngreso: jest.fn(),
  registrarSalida: jest.fn(),
  registrarNoShow: jest.fn(),
}));
// The seasons' limits of camping's and groups' dates (issue 35): none unless a test says otherwise.
jest.mock('@camping/contracts/api/temporadas', () => ({ getLimitesEstadia: jest.fn() }));
// «Limpieza» (issue 36): no unit to flag unless a test says otherwise.
jest.mock('@camping/contracts/api/limpieza', () => ({
  getLimpieza: jest.fn(),
  cambiarEstadoLimpieza: jest.fn(),
  crearFueraDeServicio: jest.fn(),
  terminarFueraDeServicio: jest.fn(),
}));
// The guests of a stay (issue 36): the check-in's form and the registration card's link.
jest.mock('@camping/contracts/api/huespedes', () => ({
  getHuespedes: jest.fn(),
  guardarHuespedes: jest.fn(),
  registrarIngresoConLlegada: jest.fn(),
  getRegistroHuespedes: jest.fn(),
  fichaRegistroHref: (id: number) => `/api/endpoints/huespedes/ficha?reserva_id=${id}`,
  registroArchivoHref: jest.fn(),
}));
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

import * as clientesApi from '@camping/contracts/api/clientes';
import * as configuracionApi from '@camping/contracts/api/configuracion';
import * as cuentaApi from '@camping/contracts/api/cuenta';
import * as extrasApi from '@camping/contracts/api/extras';
import * as hospedajesApi from '@camping/contracts/api/hospedajes';
import * as hoyApi from '@camping/contracts/api/hoy';
import * as huespedesApi from '@camping/contracts/api/huespedes';
import * as limpiezaApi from '@camping/contracts/api/limpieza';
import * as pagosApi from '@camping/contracts/api/pagos';
import * as reservasApi from '@camping/contracts/api/reservas';
import * as temporadasApi from '@camping/contracts/api/temporadas';
import { notify } from '@camping/ui/toast';
import type { ClientesPaginaParams } from '@camping/contracts/api/clientes';
import type { ReservasPaginaParams } from '@camping/contracts/api/reservas';
import { ApiError } from '@camping/contracts/api/http';
import type { EstadiaCamping } from '@camping/contracts/api/hospedajes';
import { nightsBetween, todayIso } from '@camping/contracts/dates';
import { breakdownText } from '@camping/contracts/seasons/price-stay';
import type { PreciosCampingEstadiaResponse } from '@camping/contracts/schemas/temporada';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { TIPOS } from './fixtures';

export const api = {
  reservas: jest.mocked(reservasApi),
  hospedajes: jest.mocked(hospedajesApi),
  clientes: jest.mocked(clientesApi),
  configuracion: jest.mocked(configuracionApi),
  hoy: jest.mocked(hoyApi),
  huespedes: jest.mocked(huespedesApi),
  pagos: jest.mocked(pagosApi),
  cuenta: jest.mocked(cuentaApi),
  extras: jest.mocked(extrasApi),
  limpieza: jest.mocked(limpiezaApi),
  temporadas: jest.mocked(temporadasApi),
};

/** A stay's account with its lodging only: the amount the reservation says (issue 32). */
export function cuentaDe(r: Pick<Reserva, 'id' | 'monto_total' | 'total_pagado' | 'estado'>): Awaited<ReturnType<typeof cuentaApi.getCuenta>> {
  const totales = { alojamiento: r.monto_total, cargos_adicionales: 0, cargos: r.monto_total, descuentos: 0, total: r.monto_total };
  return {
    success: true,
    reserva_id: r.id,
    estado: r.estado,
    noches: 3,
    lineas: [
      {
        id: r.id * 100,
        reserva_id: r.id,
        tipo: 'alojamiento',
        concepto: 'Alojamiento',
        extra_id: null,
        cobro: null,
        cantidad: null,
        noches: null,
        precio_unitario: null,
        porcentaje: null,
        monto: r.monto_total,
        motivo: null,
        de_la_reserva: false,
        registrado_por: 'admin',
        created_at: '2030-03-01T12:00:00.000Z',
        ajustado_por: null,
        ajustado_at: null,
      },
    ],
    pagos: [],
    reembolsos: [],
    totales: { ...totales, monto_total: r.monto_total, pagado: r.total_pagado, reembolsado: 0, saldo: r.monto_total - r.total_pagado },
  };
}

/** Configuración as the API seeds it, with bank details: what the hold screens read. */
export const CONFIGURACION = {
  sena_porcentaje: 30,
  horas_prereserva: 24,
  alias_bancario: 'camping.sanluis',
  cbu: '2850590940090418135201',
  titular_cuenta: 'Camping SRL',
  whatsapp_negocio: null,
  minutos_sincronizacion: 15,
  actualizado_el: '2030-03-01T12:00:00.000Z',
  actualizado_por: 'admin',
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
  mockCampingPrices();
}

export const CAMPING_PRECIOS = { base: 5000, adulto: 3000, menor: 1500 };

/**
 * GET hospedajes?precios_camping: the base list; asked with a stay (issue 35), also the stay by the seasons' rule,
 * with no season unless `stay` answers it (then every base night at the list's price a day).
 */
export function mockCampingPrices(stay?: (estadia: EstadiaCamping) => Partial<PreciosCampingEstadiaResponse>): void {
  api.hospedajes.getPreciosCamping.mockImplementation(async (_metodo?: string, _signal?: AbortSignal, estadia?: EstadiaCamping) => {
    if (!estadia) return { success: true, precios: CAMPING_PRECIOS };
    const noches = nightsBetween(estadia.fecha_entrada, estadia.fecha_salida);
    const precio = CAMPING_PRECIOS.base + estadia.cantidad_adultos * CAMPING_PRECIOS.adulto + estadia.cantidad_menores * CAMPING_PRECIOS.menor;
    const desglose = [{ noches, precio, etiqueta: 'Base' }];
    const base = { total: noches * precio, noches, detalle_noches: [], desglose, desglose_texto: breakdownText(desglose), minimo: null, rechazo: null };
    return { success: true, precios: CAMPING_PRECIOS, ...base, ...stay?.(estadia) };
  });
}

/** «2 noches × $ 70.000 (Base) + 1 noche × $ 95.000 (Temporada alta)», as Intl writes it. */
export const SEASON_BREAKDOWN = '2 noches × $\u00a070.000 (Base) + 1 noche × $\u00a095.000 (Temporada alta)';

/**
 * The seasons' rule answering a stay asked by its dates (issue 35): two base nights and one in high season
 * ($ 235.000), with `rechazo` (a minimum stay, say) or none. Without dates, the base price of a night as before.
 */
export function mockSeasonPrice(rechazo: string | null): void {
  api.hospedajes.getPrecio.mockImplementation(async (q: { fecha_entrada?: string }) => ({
    success: true,
    precio: 70000,
    ...(q.fecha_entrada
      ? { total: 235000, noches: 3, detalle_noches: [], desglose: [], desglose_texto: SEASON_BREAKDOWN, minimo: { noches: 4, temporada: 'Temporada alta' }, rechazo }
      : {}),
  }));
}

/** The sort keys of the paged list, as the server orders them (ties by id in the same direction). */
const SORT_KEYS: Record<string, (r: Reserva) => string | number> = {
  cliente: (r) => `${r.apellido} ${r.nombre}`.toLowerCase(),
  hospedaje: (r) => r.tipo_hospedaje_id * 10_000 + (r.numero_hospedaje ?? 0),
  fecha_entrada: (r) => r.fecha_entrada,
  fecha_salida: (r) => r.fecha_salida,
  noches: (r) => nightsBetween(r.fecha_entrada, r.fecha_salida),
  cantidad_personas: (r) => r.cantidad_personas,
  monto_total: (r) => r.monto_total,
  estado: (r) => r.estado,
};

/**
 * GET reservas?page= answered from `rows` the way the API does (filter by type, search in the client's name and the
 * observations, one sort column, the page and the total), so the screen's requests can be checked end to end.
 */
export function serveReservasPages(rows: () => Reserva[]): void {
  api.reservas.listReservasPagina.mockImplementation(async (q: ReservasPaginaParams) => {
    const text = q.search?.trim().toLowerCase() ?? '';
    const matching = rows().filter(
      (r) =>
        (q.tipo_hospedaje_id == null || r.tipo_hospedaje_id === q.tipo_hospedaje_id) &&
        (q.prereservas == null || r.estado === 'pendiente') &&
        (q.llegadas == null || (r.fecha_entrada >= todayIso() && r.estado !== 'cancelada')) &&
        (text === '' || `${r.nombre} ${r.apellido} ${r.observaciones ?? ''}`.toLowerCase().includes(text)),
    );
    const key = SORT_KEYS[q.sort.campo];
    const sign = q.sort.desc ? -1 : 1;
    matching.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
    const start = (q.page - 1) * q.page_size;
    return { success: true, reservas: matching.slice(start, start + q.page_size), total: matching.length, page: q.page, page_size: q.page_size };
  });
  // GET reservas?id= (the detail at /admin/reservas/:id): the row, or the API's 404.
  api.reservas.getReserva.mockImplementation(async (id: number) => {
    const found = rows().find((r) => r.id === id);
    if (!found) throw new ApiError(MSG.reservaNoEncontrada, 404);
    return { success: true, reserva: found };
  });
}

/**
 * GET clientes?page= answered from `rows` as the API searches (nombre and apellido in either order, documento;
 * case and accents ignored), by apellido: what the wizard's client step asks for.
 */
export function serveClientesPages(rows: () => Cliente[]): void {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  api.clientes.listClientesPagina.mockImplementation(async (q: ClientesPaginaParams) => {
    const text = fold(q.search?.trim() ?? '');
    const matching = rows()
      .filter((c) => fold(`${c.nombre} ${c.apellido}|${c.apellido} ${c.nombre}|${c.documento}`).includes(text))
      .sort((a, b) => a.apellido.localeCompare(b.apellido, 'es') || a.id - b.id);
    const start = (q.page - 1) * q.page_size;
    return { success: true, clientes: matching.slice(start, start + q.page_size), total: matching.length, page: q.page, page_size: q.page_size };
  });
}

export function resetApiMocks(): void {
  jest.clearAllMocks();
  for (const group of Object.values(api)) {
    for (const fn of Object.values(group)) if (jest.isMockFunction(fn)) fn.mockReset();
  }
  api.configuracion.getConfiguracion.mockResolvedValue({ success: true, configuracion: CONFIGURACION });
  api.pagos.listPagosReserva.mockResolvedValue({ success: true, pagos: [], total_pagado: 0 });
  api.cuenta.getCuenta.mockImplementation(async (id) => cuentaDe({ id, monto_total: 210000, total_pagado: 0, estado: 'activa' }));
  api.extras.listExtras.mockResolvedValue({ success: true, extras: [] });
  api.limpieza.getLimpieza.mockImplementation(async (fecha: string) => ({ success: true, fecha, hoy: fecha, unidades: [] }));
  api.temporadas.getLimitesEstadia.mockResolvedValue({ success: true, rechazo: null });
}
