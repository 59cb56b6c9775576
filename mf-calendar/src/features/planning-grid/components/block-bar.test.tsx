import { render, screen } from '@testing-library/react';
import type { Bloqueo } from '@camping/contracts/schemas/calendario-externo';
import { blockShortText, blockText, tipoBloqueo } from '../../calendar/lib/block-events';
import { BlockBar } from './block-bar';

const importado: Bloqueo = {
  id: 4, hospedaje_id: 3, fecha_entrada: '2026-12-10', fecha_salida: '2026-12-13', calendario_id: 7, origen: 'Airbnb',
  resumen: 'Reserved', nota: null, creado_por: null,
};
const manual: Bloqueo = { ...importado, id: 5, calendario_id: null, origen: 'Mantenimiento', resumen: null, nota: 'Pintura', creado_por: 'admin' };
const fuera: Bloqueo = { ...manual, id: 6, origen: 'Fuera de servicio', nota: 'Pérdida de agua', creado_por: 'recepcion' };
// An imported calendar that happens to bear the name is still an import.
const homonimo: Bloqueo = { ...importado, id: 7, origen: 'Fuera de servicio' };
const box = { left: 20, width: 120, cutStart: false, cutEnd: true, firstDay: 0, lastDay: 2 };

describe('BlockBar', () => {
  it("names the block's calendar and nights, with the note of a manual one", () => {
    expect(blockText(importado)).toBe('Bloqueado por Airbnb del 10/12/2026 al 13/12/2026: Reserved');
    expect(blockText(manual)).toBe('Bloqueado por Mantenimiento del 10/12/2026 al 13/12/2026: Pintura');
    expect(blockText(fuera)).toBe('Fuera de servicio del 10/12/2026 al 13/12/2026. Motivo: Pérdida de agua');
  });

  it('tells the three kinds apart: imported, maintenance, fuera de servicio', () => {
    expect([importado, manual, fuera, homonimo].map(tipoBloqueo)).toEqual(['importado', 'mantenimiento', 'fuera_de_servicio', 'importado']);
    expect(blockShortText(fuera)).toBe('Unidad fuera de servicio');
    expect(blockShortText(homonimo)).toBe('Bloqueado por Fuera de servicio');
  });

  it('draws an imported block, a manual one and a fuera de servicio one in their own colours, with the full text on hover', () => {
    render(
      <>
        <BlockBar bloqueo={importado} box={box} />
        <BlockBar bloqueo={manual} box={box} />
        <BlockBar bloqueo={fuera} box={box} />
      </>,
    );
    const [a, m, f] = [4, 5, 6].map((id) => document.querySelector(`[data-bloqueo-id="${id}"]`)!);
    expect(a).toHaveClass('plan-block', 'cut-end');
    expect(a).not.toHaveClass('plan-block-manual');
    expect(a).not.toHaveClass('plan-block-fuera');
    expect(m).toHaveClass('plan-block-manual');
    expect(m).not.toHaveClass('plan-block-fuera');
    expect(f).toHaveClass('plan-block', 'plan-block-fuera', 'cut-end');
    expect(f).not.toHaveClass('plan-block-manual');
    expect(f).toHaveAttribute('title', 'Fuera de servicio del 10/12/2026 al 13/12/2026. Motivo: Pérdida de agua');
    expect(f).toHaveTextContent('Fuera de servicio');
    expect(a).toHaveAttribute('title', blockText(importado));
    expect(a).toHaveStyle({ left: '20px', width: '120px' });
    expect(screen.getAllByText('Airbnb')).toHaveLength(1);
  });
});
