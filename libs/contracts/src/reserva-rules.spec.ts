import { MSG } from './messages';
import { capacidadError, entradaNuevaError, fechasEdicionError, ordenFechasError } from './reserva-rules';

describe('capacity', () => {
  const cabana = { capacidad: 5 };
  const dormi = { capacidad: 4 };
  it.each([
    [1, cabana, null],
    [5, cabana, null],
    [6, cabana, 'La cantidad de personas (6) supera la capacidad del hospedaje (5)'],
    [5, dormi, 'La cantidad de personas (5) supera la capacidad del hospedaje (4)'],
    [400, null, null],
  ])('%d people in %p: %p', (personas, unidad, expected) => {
    expect(capacidadError(personas, unidad)).toBe(expected);
  });
});

describe('dates', () => {
  const hoy = '2026-03-10';
  it.each([
    ['2026-03-09', MSG.fechaEntradaPasada],
    ['2026-03-10', null],
    ['2026-03-11', null],
  ])('a new reservation entering %s: %p', (entrada, expected) => {
    expect(entradaNuevaError(entrada, hoy)).toBe(expected);
  });

  it.each([
    ['2026-03-10', '2026-03-11', null],
    ['2026-03-10', '2026-03-10', MSG.fechaEntradaAnterior],
    ['2026-03-12', '2026-03-10', MSG.fechaEntradaAnterior],
  ])('entering %s and leaving %s: %p', (entrada, salida, expected) => {
    expect(ordenFechasError(entrada, salida)).toBe(expected);
  });

  const enCurso = { fecha_entrada: '2026-03-08', fecha_salida: '2026-03-12' };
  const futura = { fecha_entrada: '2026-03-20', fecha_salida: '2026-03-25' };
  it.each([
    [enCurso, {}, null],
    [enCurso, { fecha_entrada: '2026-03-08', fecha_salida: '2026-03-12' }, null],
    [enCurso, { fecha_salida: '2026-03-14' }, null],
    [enCurso, { fecha_salida: '2026-03-10' }, null],
    [enCurso, { fecha_salida: '2026-03-09' }, MSG.fechasPasadas],
    [enCurso, { fecha_entrada: '2026-03-07' }, MSG.fechasPasadas],
    [futura, { fecha_entrada: '2026-03-09' }, MSG.fechasPasadas],
    [futura, { fecha_entrada: '2026-03-25' }, MSG.fechaEntradaAnterior],
    [futura, { fecha_salida: '2026-03-15' }, MSG.fechaEntradaAnterior],
    [futura, { fecha_entrada: '2026-03-10', fecha_salida: '2026-03-11' }, null],
  ])('editing %p with %p: %p', (actual, cambios, expected) => {
    expect(fechasEdicionError(actual, cambios, hoy)).toBe(expected);
  });
});
