import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { walkInPath, walkInUnits } from './new-arrival';

const unidad = (id: number, tipo: number, numero: number, estado: UnidadLimpieza['estado'], libre: boolean): UnidadLimpieza => ({
  hospedaje_id: id,
  tipo_hospedaje_id: tipo,
  numero,
  estado,
  estado_limpieza: estado === 'fuera_de_servicio' ? 'limpia' : estado,
  cambiado_en: '2026-11-27T10:00:00+00:00',
  cambiado_por: 'sistema',
  fuera_de_servicio: null,
  salida: null,
  llegada: null,
  ocupada: !libre,
  libre,
  urgente: false,
});

describe('«Nueva llegada»', () => {
  it('opens Reserva Rápida for one night from today, with the unit when there is one', () => {
    expect(walkInPath(1, 5, '2026-12-31')).toBe('/admin/reserva-rapida?tipo=1&hospedaje=5&entrada=2026-12-31&salida=2027-01-01');
    expect(walkInPath(3, null, '2026-11-27')).toBe('/admin/reserva-rapida?tipo=3&entrada=2026-11-27&salida=2026-11-28');
  });

  it('puts the free units first, limpia before the rest, then the taken ones by type and number', () => {
    const { libres, ocupadas } = walkInUnits([
      unidad(1, 1, 1, 'limpia', false),
      unidad(2, 1, 2, 'sucia', true),
      unidad(3, 2, 0, 'limpia', true),
      unidad(4, 1, 4, 'limpia', true),
      unidad(5, 1, 5, 'fuera_de_servicio', false),
      unidad(6, 1, 6, 'en_limpieza', true),
    ]);
    expect(libres.map((u) => u.hospedaje_id)).toEqual([4, 3, 6, 2]);
    expect(ocupadas.map((u) => u.hospedaje_id)).toEqual([1, 5]);
  });
});
