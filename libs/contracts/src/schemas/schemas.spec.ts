import { etiquetaCampo } from '../field-labels';
import { addDaysIso, addYearsIso, todayIso } from '../dates';
import { MSG } from '../messages';
import { clienteInputSchema } from './cliente';
import { firstIssueMessage } from './common';
import { precioUpdateSchema } from './hospedaje';
import { reporteQuerySchema } from './reporte';
import { reservaCreateSchema, reservaUpdateSchema } from './reserva';

function messageOf(result: { success: boolean; error?: unknown }): string | undefined {
  return result.success ? undefined : firstIssueMessage(result.error as never);
}

const today = todayIso();
const base = {
  cliente_id: 1,
  hospedaje_id: 2,
  fecha_entrada: addDaysIso(today, 1),
  fecha_salida: addDaysIso(today, 3),
  cantidad_personas: 2,
  monto_total: 1000,
};

describe('reservaCreateSchema', () => {
  it('accepts a valid reservation and applies defaults', () => {
    const parsed = reservaCreateSchema.parse(base);
    expect(parsed).toMatchObject({ estado: 'activa', metodo_pago: 'efectivo', descuento: 0 });
  });
  it.each(['undefined', 'null', '', undefined, 0])('cliente_id %p gives the spec message', (cliente_id) => {
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, cliente_id }))).toBe(MSG.clienteIdInvalido);
  });
  it('refuses entry after exit with the spec message', () => {
    const r = reservaCreateSchema.safeParse({ ...base, fecha_entrada: base.fecha_salida, fecha_salida: base.fecha_entrada });
    expect(messageOf(r)).toBe(MSG.fechaEntradaAnterior);
  });
  it('refuses impossible dates and dates beyond ten years', () => {
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, fecha_entrada: '2026-02-30' }))).toBe(
      'El campo fecha de entrada debe ser una fecha válida con formato AAAA-MM-DD',
    );
    const far = addYearsIso(today, 11);
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, fecha_salida: far }))).toBe(
      'El campo fecha de salida no puede superar los 10 años desde hoy',
    );
  });
  it('refuses bad numbers and payment methods in Spanish', () => {
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, cantidad_personas: 0 }))).toBe(
      'Personas: como mínimo 1',
    );
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, monto_total: -1 }))).toBe(
      'El campo monto total debe ser mayor o igual a 0',
    );
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, metodo_pago: 'bitcoin' }))).toBe(
      'El campo método de pago debe ser efectivo, transferencia o tarjeta',
    );
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, monto_total: 'mucho' }))).toBe(
      'El campo monto total debe ser un número',
    );
  });
  it('accepts numbers sent as text', () => {
    expect(reservaCreateSchema.parse({ ...base, cliente_id: '7', monto_total: '1500.50' })).toMatchObject({
      cliente_id: 7,
      monto_total: 1500.5,
    });
  });
});

describe('reservaUpdateSchema', () => {
  it('takes only the changed fields', () => {
    expect(reservaUpdateSchema.parse({ id: 3, estado: 'cancelada' })).toEqual({ id: 3, estado: 'cancelada' });
  });
});

describe('clienteInputSchema', () => {
  it('requires nombre, apellido and documento and nulls empty optionals', () => {
    expect(messageOf(clienteInputSchema.safeParse({ apellido: 'Pérez', documento: '30111222' }))).toBe(
      'El campo nombre es obligatorio',
    );
    expect(
      clienteInputSchema.parse({ nombre: ' Ana ', apellido: 'Pérez', documento: '30111222', telefono: '' }),
    ).toMatchObject({ nombre: 'Ana', telefono: null });
  });
  it('limits lengths', () => {
    expect(messageOf(clienteInputSchema.safeParse({ nombre: 'x'.repeat(101), apellido: 'a', documento: '1' }))).toBe(
      'El campo nombre no puede superar los 100 caracteres',
    );
  });
});

describe('precioUpdateSchema', () => {
  it.each([-1, 'abc', null, Number.NaN])('refuses %p with the spec message', (precio) => {
    expect(messageOf(precioUpdateSchema.safeParse({ id: 1, precio }))).toBe(MSG.precioInvalido);
  });
  it.each([46000.555, '46000.001', 0.001])('refuses %p: a third decimal would be rounded away', (precio) => {
    expect(messageOf(precioUpdateSchema.safeParse({ id: 1, precio }))).toBe(MSG.precioDecimales);
  });
  it.each([46000, 46000.5, '46000.55', 0.3])('accepts %p', (precio) => {
    expect(precioUpdateSchema.safeParse({ id: 1, precio }).success).toBe(true);
  });
});

describe('amounts (importe)', () => {
  it.each([
    ['monto_total', { monto_total: 1000.005 }],
    ['monto_total', { monto_total: '99.999' }],
    ['descuento', { descuento: 10.125 }],
  ])('refuses more than two decimals in %s, naming the field', (campo, fields) => {
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, ...fields }))).toBe(
      `El campo ${etiquetaCampo(campo)} no puede tener más de dos decimales`,
    );
  });
  it.each([1000, 1000.5, 1000.25, '1000.10', Math.round(46000 * 3 * 0.9 * 100) / 100])('accepts %p', (monto_total) => {
    expect(reservaCreateSchema.safeParse({ ...base, monto_total }).success).toBe(true);
  });
});

describe('reporteQuerySchema', () => {
  it("ignores 'todos' and empty filters", () => {
    expect(reporteQuerySchema.parse({ metodo_pago: 'todos', tipo_hospedaje: '' })).toEqual({});
  });
});
