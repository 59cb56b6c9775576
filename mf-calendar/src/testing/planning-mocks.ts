/**
 * The Planilla's API calls and toasts as jest mocks, for the tests that drag and change stays (import this file
 * before the page). Each test answers them (planning.tsx gives the lookups every window reads).
 */
jest.mock('@camping/contracts/api/hospedajes', () => ({ getDisponibles: jest.fn(), listHospedajes: jest.fn(), getPrecio: jest.fn() }));
jest.mock('@camping/contracts/api/canales-import', () => ({ getBloqueos: jest.fn(), getConflictosEnRango: jest.fn() }));
jest.mock('@camping/contracts/api/reservas', () => ({ listReservasEnRango: jest.fn(), updateReserva: jest.fn() }));
// «Limpieza» (issue 36): no arrival to flag.
jest.mock('@camping/contracts/api/limpieza', () => ({ getLimpieza: jest.fn(async () => ({ success: true, fecha: '', hoy: '', unidades: [] })) }));
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
  notifyWithAction: jest.fn(),
}));

export {};
