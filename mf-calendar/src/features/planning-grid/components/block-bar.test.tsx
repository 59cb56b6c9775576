import { render, screen } from '@testing-library/react';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { blockText } from '../../calendar/lib/block-events';
import { BlockBar } from './block-bar';

const importado: Bloqueo = {
  id: 4, hospedaje_id: 3, fecha_entrada: '2026-12-10', fecha_salida: '2026-12-13', calendario_id: 7, origen: 'Airbnb',
  resumen: 'Reserved', nota: null, creado_por: null,
};
const manual: Bloqueo = { ...importado, id: 5, calendario_id: null, origen: 'Mantenimiento', resumen: null, nota: 'Pintura', creado_por: 'admin' };
const box = { left: 20, width: 120, cutStart: false, cutEnd: true, firstDay: 0, lastDay: 2 };

describe('BlockBar', () => {
  it("names the block's calendar and nights, with the note of a manual one", () => {
    expect(blockText(importado)).toBe('Bloqueado por Airbnb del 10/12/2026 al 13/12/2026: Reserved');
    expect(blockText(manual)).toBe('Bloqueado por Mantenimiento del 10/12/2026 al 13/12/2026: Pintura');
  });

  it('draws an imported block and a manual one in their own colours, with the full text on hover', () => {
    render(
      <>
        <BlockBar bloqueo={importado} box={box} />
        <BlockBar bloqueo={manual} box={box} />
      </>,
    );
    const [a, m] = [document.querySelector('[data-bloqueo-id="4"]')!, document.querySelector('[data-bloqueo-id="5"]')!];
    expect(a).toHaveClass('plan-block', 'cut-end');
    expect(a).not.toHaveClass('plan-block-manual');
    expect(m).toHaveClass('plan-block-manual');
    expect(a).toHaveAttribute('title', blockText(importado));
    expect(a).toHaveStyle({ left: '20px', width: '120px' });
    expect(screen.getAllByText('Airbnb')).toHaveLength(1);
  });
});
