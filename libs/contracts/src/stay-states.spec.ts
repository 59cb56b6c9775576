import { formatDateAR } from './format';
import { MSG, ingresoAntesDeEntradaMessage, ingresoTrasSalidaMessage, noShowAntesDeEntradaMessage } from './messages';
import { MSG_CUENTA } from './messages-cuenta';
import {
  checkinError,
  checkoutError,
  estadoEstadia,
  estadoEstadiaTexto,
  noShowEfecto,
  noShowError,
  salidaTrasCheckout,
} from './stay-states';

const stay = { estado: 'activa', fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' };

describe('stay states', () => {
  it('checks in from the entry day to the exit day, once, never a cancelled stay, a hold or a no-show', () => {
    expect(checkinError(stay, '2030-03-11')).toBe(ingresoAntesDeEntradaMessage(formatDateAR('2030-03-12')));
    expect(checkinError(stay, '2030-03-12')).toBeNull();
    expect(checkinError(stay, '2030-03-15')).toBeNull();
    expect(checkinError(stay, '2030-03-16')).toBe(ingresoTrasSalidaMessage('15/03/2030'));
    expect(checkinError({ ...stay, estado: 'cancelada' }, '2030-03-12')).toBe(MSG.estadiaCancelada);
    expect(checkinError({ ...stay, estado: 'pendiente' }, '2030-03-12')).toBe(MSG.ingresoPrereserva);
    expect(checkinError({ ...stay, no_show: true }, '2030-03-12')).toBe(MSG.ingresoNoShow);
    expect(checkinError({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z', checkin_por: 'maria' }, '2030-03-12')).toBe(
      'El ingreso ya fue registrado el 12/03/2030 10:05 por maria',
    );
  });

  it('checks out once; without a recorded arrival only from the entry day (issue 32)', () => {
    expect(checkoutError(stay, '2030-03-11')).toBe(MSG_CUENTA.salidaAntesDeEntrada);
    expect(checkoutError(stay, '2030-03-12')).toBeNull();
    expect(checkoutError({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z' }, '2030-03-12')).toBeNull();
    expect(checkoutError({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z', checkout_at: '2030-03-15T13:00:00.000Z' }, '2030-03-15')).toBe(
      'La salida ya fue registrada el 15/03/2030 10:00',
    );
    expect(checkoutError({ ...stay, estado: 'cancelada' }, '2030-03-12')).toBe(MSG.estadiaCancelada);
    expect(checkoutError({ ...stay, estado: 'pendiente' }, '2030-03-12')).toBe(MSG.ingresoPrereserva);
    expect(checkoutError({ ...stay, no_show: true }, '2030-03-12')).toBe(MSG.salidaNoShow);
  });

  it('a no-show from the entry day, never after a check-in', () => {
    expect(noShowError(stay, '2030-03-11')).toBe(noShowAntesDeEntradaMessage('12/03/2030'));
    expect(noShowError(stay, '2030-03-12')).toBeNull();
    expect(noShowError({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z' }, '2030-03-12')).toBe(MSG.noShowConIngreso);
    expect(noShowError({ ...stay, no_show: true }, '2030-03-13')).toBe(MSG.noShowYaRegistrado);
  });

  it('frees the nights from today on: a no-show cancels on the first day, ends the stay today later', () => {
    expect(noShowEfecto(stay, '2030-03-12')).toEqual({ estado: 'cancelada', fecha_salida: '2030-03-15' });
    expect(noShowEfecto(stay, '2030-03-14')).toEqual({ estado: 'finalizada', fecha_salida: '2030-03-14' });
    expect(noShowEfecto(stay, '2030-03-20')).toEqual({ estado: 'finalizada', fecha_salida: '2030-03-15' });
    expect(salidaTrasCheckout(stay, '2030-03-12')).toBe('2030-03-13');
    expect(salidaTrasCheckout(stay, '2030-03-14')).toBe('2030-03-14');
    expect(salidaTrasCheckout(stay, '2030-03-15')).toBe('2030-03-15');
    expect(salidaTrasCheckout(stay, '2030-03-17')).toBe('2030-03-15');
  });

  it('reads the state as a line', () => {
    expect(estadoEstadia(stay)).toBe('sin_ingreso');
    expect(estadoEstadiaTexto(stay)).toBeNull();
    expect(estadoEstadiaTexto({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z', checkin_por: 'maria' })).toBe(
      'Ingresó 12/03/2030 10:05 · maria',
    );
    expect(
      estadoEstadiaTexto({ ...stay, checkin_at: '2030-03-12T13:05:00.000Z', checkout_at: '2030-03-15T12:30:00.000Z', checkout_por: 'juan' }),
    ).toBe('Salió 15/03/2030 09:30 · juan');
    expect(estadoEstadiaTexto({ ...stay, no_show: true, no_show_por: 'ana' })).toBe('No se presentó · ana');
  });
});
