/**
 * Issue 37, item 3: while a bar is dragged over nights another stay holds, the drop preview turns red and names
 * that stay before the drop; over free nights it stays plain. The hover summary never shows during a drag (it would
 * cover the preview). The pointer is driven as use-bar-drag.ts reads it; jsdom lays nothing out, so boxes are given.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getBloqueos, getConflictosEnRango } from '@camping/contracts/api/canales-import';
import { listHospedajes } from '@camping/contracts/api/hospedajes';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { listReservasEnRango } from '@camping/contracts/api/reservas';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import { PlanningPage } from './planning-page';

jest.mock('@camping/contracts/api/hospedajes', () => ({ getDisponibles: jest.fn(), listHospedajes: jest.fn(), getPrecio: jest.fn() }));
jest.mock('@camping/contracts/api/canales-import', () => ({ getBloqueos: jest.fn(), getConflictosEnRango: jest.fn() }));
jest.mock('@camping/contracts/api/reservas', () => ({ listReservasEnRango: jest.fn(), updateReserva: jest.fn() }));
jest.mock('@camping/contracts/api/limpieza', () => ({ getLimpieza: jest.fn(async () => ({ success: true, fecha: '', hoy: '', unidades: [] })) }));
jest.mock('@camping/ui/toast', () => ({
  notify: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
  notifyWithAction: jest.fn(),
}));

const UNIDADES = [
  { id: 100, numero: 3, capacidad: 5, tipo_hospedaje_id: 1, tipo_hospedaje: 'cabaña' },
  { id: 202, numero: 2, capacidad: 4, tipo_hospedaje_id: 2, tipo_hospedaje: 'dormis' },
];
const MOVING = reserva({ id: 7, apellido: 'Pérez', nombre: 'Juan', hospedaje_id: 100, numero_hospedaje: 3, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-15' });
const IN_THE_WAY = reserva({ id: 12, apellido: 'Gómez', nombre: 'Ana', hospedaje_id: 202, numero_hospedaje: 2, tipo_hospedaje_id: 2, fecha_entrada: '2026-01-13', fecha_salida: '2026-01-14' });
const DAY = 76;
const BAR = { left: 2.5 * DAY, width: 3 * DAY };

const box = (left: number, top: number, width: number, height: number) =>
  ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
let restoreLayout: () => void;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listHospedajes).mockResolvedValue({ success: true, tipos_hospedaje: [], hospedajes: UNIDADES });
  jest.mocked(getBloqueos).mockResolvedValue({ success: true, bloqueos: [] });
  jest.mocked(getConflictosEnRango).mockResolvedValue({ success: true, conflictos: [] });
  jest.mocked(listReservasEnRango).mockResolvedValue([MOVING, IN_THE_WAY]);
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.classList.contains('plan-scroll')) return box(-2000, -2000, 8000, 8000);
    if (this.classList.contains('plan-bar')) return box(BAR.left, 0, BAR.width, 24);
    return box(0, 0, 0, 0);
  };
  restoreLayout = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => {
  restoreLayout();
  delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
});

function renderPage() {
  const client = createQueryClient(QueryClient);
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  render(
    <QueryClientProvider client={client}>
      <PlanningPage hash="#desde=2026-01-10&dias=14" navigate={jest.fn()} reportError={jest.fn()} today="2026-01-11" />
    </QueryClientProvider>,
  );
}

function pointer(target: EventTarget, type: string, x: number, y = 10) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: 'mouse' } });
  act(() => {
    target.dispatchEvent(event);
  });
}

const lane = (name: string) => screen.getByRole('group', { name }).querySelector('.plan-lane') as HTMLElement;
const preview = () => screen.queryByTestId('plan-drop');

describe('dragging a stay in the Planilla (issue 37)', () => {
  it('turns the preview red and names the stay in the way before the drop, and plain again over free nights', async () => {
    renderPage();
    const bar = await screen.findByRole('button', { name: /^Reserva #7: / });
    document.elementsFromPoint = jest.fn(() => [lane('Dormi 2')]);
    pointer(bar, 'pointerdown', BAR.left + 40);
    pointer(document.body, 'pointermove', BAR.left + 46, 40);
    await waitFor(() => expect(preview()).toHaveClass('plan-drop-clash'));
    expect(preview()).toHaveTextContent('Dormi 2: 12/01/2026 → 15/01/2026 (3 noches)Ocupado por Gómez, Ana (N.º 12)');

    // Back over its own cabin: nothing in the way (the stay itself does not count).
    jest.mocked(document.elementsFromPoint).mockReturnValue([lane('Cabaña 3')]);
    pointer(document.body, 'pointermove', BAR.left + 50, 10);
    await waitFor(() => expect(preview()).not.toHaveClass('plan-drop-clash'));
    expect(preview()).toHaveTextContent('Cabaña 3: 12/01/2026 → 15/01/2026 (3 noches)');
    expect(preview()).not.toHaveTextContent('Ocupado');
    pointer(document.body, 'pointerup', BAR.left + 50, 10);
  });

  it('never shows the hover summary while dragging', async () => {
    renderPage();
    const bar = await screen.findByRole('button', { name: /^Reserva #7: / });
    const other = screen.getByRole('button', { name: /^Reserva #12: / });
    fireEvent.mouseOver(other);
    expect(document.querySelector('.plan-tip')).toHaveTextContent('Gómez, Ana');

    document.elementsFromPoint = jest.fn(() => [lane('Dormi 2')]);
    pointer(bar, 'pointerdown', BAR.left + 40);
    // The press focuses the bar, as a browser does: no summary from it, nor once the drag starts.
    fireEvent.focusIn(bar);
    expect(document.querySelector('.plan-tip')).toBeNull();
    pointer(document.body, 'pointermove', BAR.left + 46, 40);
    await waitFor(() => expect(preview()).not.toBeNull());
    expect(document.querySelector('.plan-tip')).toBeNull();
    fireEvent.mouseOver(other);
    expect(document.querySelector('.plan-tip')).toBeNull();
    pointer(document.body, 'pointerup', BAR.left + 46, 40);
  });
});
