import { GRUPO_SUFIJO } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import {
  conSufijoGrupo,
  resolverMudanza,
  resolverTipo,
  soloLecturaError,
  tieneSufijoGrupo,
} from './reserva-rules';
import type { Unidad } from '../hospedajes/unidad';

const cabana: Unidad = { id: 10, numero: 3, capacidad: 5, tipo_hospedaje_id: 1 };
const dormi: Unidad = { id: 20, numero: 0, capacidad: 4, tipo_hospedaje_id: 2 };

describe('resolverTipo', () => {
  it.each([
    // input, unit, expected
    [{ hospedaje_id: 10 }, cabana, { tipo: 1 }],
    [{ hospedaje_id: 10, tipo_hospedaje_id: 1 }, cabana, { tipo: 1 }],
    [{ hospedaje_id: 20, tipo_hospedaje_id: 1 }, dormi, { error: MSG.hospedajeTipoIncorrecto }],
    [{ hospedaje_id: 10, tipo_hospedaje_id: 3 }, cabana, { error: MSG.sinNumeroCampingGrupos }],
    [{ hospedaje_id: 99 }, null, { error: MSG.hospedajeInexistente }],
    [{ hospedaje_id: null, tipo_hospedaje_id: 3 }, null, { tipo: 3 }],
    [{ hospedaje_id: null, tipo_hospedaje_id: 4 }, null, { tipo: 4 }],
    [{ hospedaje_id: null, tipo_hospedaje_id: 1 }, null, { error: MSG.hospedajeObligatorio }],
    [{ hospedaje_id: null, tipo_hospedaje_id: 2 }, null, { error: MSG.hospedajeObligatorio }],
    [{ hospedaje_id: null }, null, { tipo: 3 }],
    [{ hospedaje_id: null, observaciones: `Colegio${GRUPO_SUFIJO}` }, null, { tipo: 4 }],
    [{ hospedaje_id: null, observaciones: 'grupo de amigos' }, null, { tipo: 3 }],
  ])('%p with unit %p is %p', (input, unidad, expected) => {
    expect(resolverTipo(input, unidad)).toEqual(expected);
  });
});

describe('group suffix', () => {
  it.each([
    [null, 'RESERVA ESPECIAL PARA GRUPO'],
    ['', 'RESERVA ESPECIAL PARA GRUPO'],
    ['  Colegio San Martín ', `Colegio San Martín${GRUPO_SUFIJO}`],
    [`Colegio${GRUPO_SUFIJO}`, `Colegio${GRUPO_SUFIJO}`],
    ['RESERVA ESPECIAL PARA GRUPO', 'RESERVA ESPECIAL PARA GRUPO'],
  ])('%p becomes %p', (input, expected) => {
    expect(conSufijoGrupo(input)).toBe(expected);
    expect(conSufijoGrupo(conSufijoGrupo(input))).toBe(expected);
    expect(tieneSufijoGrupo(expected)).toBe(true);
  });
});

describe('resolverMudanza', () => {
  it.each([
    [{ hospedajeId: 7 }, undefined, { hospedajeId: 7 }],
    [{ hospedajeId: 7 }, 7, { hospedajeId: 7 }],
    [{ hospedajeId: 7 }, 8, { hospedajeId: 8 }],
    [{ hospedajeId: 7 }, null, { error: MSG.hospedajeMudanzaObligatorio }],
    [{ hospedajeId: null }, null, { hospedajeId: null }],
    [{ hospedajeId: null }, undefined, { hospedajeId: null }],
    [{ hospedajeId: null }, 3, { error: MSG.hospedajeSinMudanza }],
  ])('from %j with %j', (actual, enviado, expected) => {
    expect(resolverMudanza(actual, enviado)).toEqual(expected);
  });
});

describe('soloLecturaError', () => {
  const permitidos = { numero_hospedaje: [7, 8], nombre: ['Ana'], documento: [null] };
  it('accepts fields not sent, the stored value, the value after a move, numbers as text and null as empty', () => {
    expect(soloLecturaError({}, permitidos)).toBeNull();
    expect(soloLecturaError({ numero_hospedaje: '8', nombre: 'Ana', documento: '' }, permitidos)).toBeNull();
  });
  it('refuses any other value naming the field', () => {
    expect(soloLecturaError({ numero_hospedaje: 3 }, permitidos)).toBe('El campo numero_hospedaje no se puede modificar desde la reserva');
    expect(soloLecturaError({ documento: '123' }, permitidos)).toBe('El campo documento no se puede modificar desde la reserva');
  });
});
