import { reserva } from '../../../testing/fixtures';
import { canExtendStay, extensionBody, extensionDateError, firstExtension } from './extend-stay';

const HOY = '2030-03-12';
const enCasa = reserva({ id: 7, fecha_entrada: '2030-03-10', fecha_salida: '2030-03-14', checkin_at: '2030-03-10T14:00:00.000Z' });

describe('extend-stay', () => {
  it('offers the extension to a live stay under way that has not left', () => {
    expect(canExtendStay(enCasa, HOY)).toBe(true);
    expect(canExtendStay({ ...enCasa, fecha_salida: HOY }, HOY)).toBe(true);
    // In house without a recorded arrival.
    expect(canExtendStay({ ...enCasa, checkin_at: null }, HOY)).toBe(true);
    // An arrival not yet checked in, a hold, a cancelled stay, a no-show, a guest gone, a stay finished by hand.
    expect(canExtendStay({ ...enCasa, fecha_entrada: HOY, checkin_at: null }, HOY)).toBe(false);
    expect(canExtendStay({ ...enCasa, estado: 'pendiente', checkin_at: null }, HOY)).toBe(false);
    expect(canExtendStay({ ...enCasa, estado: 'cancelada', checkin_at: null }, HOY)).toBe(false);
    expect(canExtendStay({ ...enCasa, estado: 'cancelada', checkin_at: null, no_show: true }, HOY)).toBe(false);
    expect(canExtendStay({ ...enCasa, estado: 'finalizada', checkout_at: '2030-03-12T10:00:00.000Z' }, HOY)).toBe(false);
    expect(canExtendStay({ ...enCasa, estado: 'finalizada' }, HOY)).toBe(false);
    // A departure already past is a balance to chase, not a stay to extend.
    expect(canExtendStay({ ...enCasa, fecha_salida: '2030-03-11' }, HOY)).toBe(false);
  });

  it('starts one night later and refuses a departure not after the booked one', () => {
    expect(firstExtension(enCasa)).toBe('2030-03-15');
    expect(extensionDateError(enCasa, '2030-03-15')).toBeNull();
    expect(extensionDateError(enCasa, '2030-03-14')).toBe('La nueva fecha de salida debe ser posterior a la salida reservada (14/03/2030).');
    expect(extensionDateError(enCasa, '2030-03-01')).not.toBeNull();
  });

  it('sends the spec’s PUT reservas: the amount only when the new one is applied', () => {
    expect(extensionBody(enCasa, '2030-03-15', undefined)).toStrictEqual({ id: 7, fecha_salida: '2030-03-15' });
    expect(extensionBody(enCasa, '2030-03-15', 280000)).toStrictEqual({ id: 7, fecha_salida: '2030-03-15', monto_total: 280000 });
    // The seasons' override (issue 35) goes as the edit modal sends it.
    expect(extensionBody(enCasa, '2030-03-15', undefined, { motivo_minimo: 'Se queda' })).toStrictEqual({ id: 7, fecha_salida: '2030-03-15', motivo_minimo: 'Se queda' });
    expect(extensionBody(enCasa, '2030-03-15', undefined, {})).toStrictEqual({ id: 7, fecha_salida: '2030-03-15' });
  });
});
