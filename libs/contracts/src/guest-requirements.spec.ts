import { faltantesIngreso, REQUISITOS_INGRESO_DEFAULT } from './guest-requirements';
import { huespedesGuardarSchema } from './schemas/huesped';
import { addDaysIso, todayIso } from './dates';

const ana = { titular: true, nombre: 'Ana', apellido: 'Pérez', documento: '30.123.456', nacionalidad: null, fecha_nacimiento: null };
const luis = { titular: false, nombre: 'Luis', apellido: 'Gómez', documento: null, nacionalidad: 'Argentina', fecha_nacimiento: null };

describe('faltantesIngreso', () => {
  it('by default asks only the titular\'s document', () => {
    expect(faltantesIngreso([ana], 4, REQUISITOS_INGRESO_DEFAULT)).toEqual([]);
    expect(faltantesIngreso([{ ...ana, documento: ' ' }], 4, REQUISITOS_INGRESO_DEFAULT)).toEqual(['Titular (Pérez, Ana): documento']);
  });

  it('with everyone\'s data, names each guest and counts the missing ones', () => {
    const todos = { checkin_huespedes: 'todos', checkin_datos: ['documento', 'fecha_nacimiento'] } as const;
    expect(faltantesIngreso([ana, luis], 4, todos)).toEqual([
      'Titular (Pérez, Ana): fecha de nacimiento',
      'Huésped 2 (Gómez, Luis): documento, fecha de nacimiento',
      'Faltan 2 de 4 huéspedes',
    ]);
  });

  it('nothing required, nothing missing', () => {
    expect(faltantesIngreso([], 2, { checkin_huespedes: 'titular', checkin_datos: [] })).toEqual([]);
  });
});

describe('huespedesGuardarSchema', () => {
  const base = { reserva_id: 1, huespedes: [] };
  const huesped = { nombre: 'Luis', apellido: 'Gómez', tipo_documento: 'dni', documento: '30123456' };
  const mensaje = (body: unknown) => {
    const r = huespedesGuardarSchema.safeParse(body);
    return r.success ? null : r.error.issues[0].message;
  };

  it('refuses a document repeated on the stay, compared normalised', () => {
    expect(mensaje({ ...base, huespedes: [huesped, { ...huesped, nombre: 'Otro', documento: '30.123.456' }] })).toBe(
      'El documento 30.123.456 está repetido en la reserva',
    );
  });

  it('refuses a birth date after today, and a document without its type', () => {
    expect(mensaje({ ...base, huespedes: [{ ...huesped, fecha_nacimiento: addDaysIso(todayIso(), 1) }] })).toBe(
      'La fecha de nacimiento no puede ser posterior a hoy',
    );
    expect(mensaje({ ...base, huespedes: [{ ...huesped, tipo_documento: null }] })).toBe(
      'Elija el tipo de documento (DNI, pasaporte, cédula u otro)',
    );
  });

  it('blank optional fields become null; two titulars are refused', () => {
    const r = huespedesGuardarSchema.parse({ ...base, huespedes: [{ nombre: 'A', apellido: 'B', documento: '', nacionalidad: ' ', fecha_nacimiento: '' }] });
    expect(r.huespedes[0]).toMatchObject({ titular: false, documento: null, tipo_documento: null, nacionalidad: null, fecha_nacimiento: null });
    expect(r.modelo_vehiculo).toBeNull();
    expect(mensaje({ ...base, huespedes: [{ ...huesped, titular: true }, { nombre: 'C', apellido: 'D', titular: true }] })).toBe(
      'La reserva tiene un solo titular',
    );
  });
});
