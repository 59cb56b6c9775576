/**
 * Issue 37, item 3: while a bar is dragged over nights another stay holds, the drop preview turns red and names
 * that stay before the drop; over free nights it stays plain. The hover summary never shows during a drag (it would
 * cover the preview). The pointer is driven as use-bar-drag.ts reads it; jsdom lays nothing out, so boxes are given.
 */
import '../../../testing/planning-mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { listReservasEnRango } from '@camping/contracts/api/reservas';
import { reservaFixture as reserva } from '@camping/contracts/testing/reserva-fixture';
import { BAR, givenBarLayout, lane, pointer } from '../../../testing/bar-drag';
import { mockPlanningLookups, renderPlanning } from '../../../testing/planning';

const MOVING = reserva({ id: 7, apellido: 'Pérez', nombre: 'Juan', hospedaje_id: 100, numero_hospedaje: 3, fecha_entrada: '2026-01-12', fecha_salida: '2026-01-15' });
const IN_THE_WAY = reserva({ id: 12, apellido: 'Gómez', nombre: 'Ana', hospedaje_id: 202, numero_hospedaje: 2, tipo_hospedaje_id: 2, fecha_entrada: '2026-01-13', fecha_salida: '2026-01-14' });

givenBarLayout();
beforeEach(() => {
  jest.clearAllMocks();
  mockPlanningLookups();
  jest.mocked(listReservasEnRango).mockResolvedValue([MOVING, IN_THE_WAY]);
});

const preview = () => screen.queryByTestId('plan-drop');

describe('dragging a stay in the Planilla (issue 37)', () => {
  it('turns the preview red and names the stay in the way before the drop, and plain again over free nights', async () => {
    renderPlanning();
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
    renderPlanning();
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
