import { cargoCreateSchema, descuentoCreateSchema } from './schemas/cuenta';
import { extraCreateSchema, extraUpdateSchema } from './schemas/extra';
import { MSG_CUENTA } from './messages-cuenta';
import {
  descuentoError,
  descuentoPorcentajeCentavos,
  detalleLinea,
  montoExtraCentavos,
  nochesDeLaEstadia,
  quitarCargoError,
  totalesDeLineas,
} from './stay-charges';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the stay\'s charges (issue 32)', () => {
  it('prices an extra in cents: once, or per night', () => {
    expect(montoExtraCentavos(8000, 2, null)).toBe(1_600_000);
    expect(montoExtraCentavos(12000.5, 2, 3)).toBe(7_200_300);
    // 0.1 × 3 is 0.30000000000000004 in floats; in cents it is exact.
    expect(montoExtraCentavos(0.1, 3, null)).toBe(30);
  });

  it('takes a percentage of the charges, rounded half up to the cent', () => {
    expect(descuentoPorcentajeCentavos(12_000_000, 10)).toBe(1_200_000);
    expect(descuentoPorcentajeCentavos(333, 50)).toBe(167);
    expect(descuentoPorcentajeCentavos(100, 100)).toBe(100);
  });

  it('adds the lines: lodging, other charges, discounts and the total', () => {
    const totales = totalesDeLineas([
      { tipo: 'alojamiento', monto: 100000 },
      { tipo: 'extra', monto: 16000.1 },
      { tipo: 'manual', monto: 0.2 },
      { tipo: 'descuento', monto: 10000 },
      { tipo: 'descuento', monto: 0.3 },
    ]);
    expect(totales).toEqual({ alojamiento: 100000, cargos_adicionales: 16000.3, cargos: 116000.3, descuentos: 10000.3, total: 106000 });
  });

  it('says how a line came about', () => {
    const base = { cantidad: null, noches: null, precio_unitario: null, porcentaje: null };
    expect(detalleLinea({ ...base, tipo: 'extra', cantidad: 2, precio_unitario: 8000 })).toBe('2 × $\u00a08.000');
    expect(detalleLinea({ ...base, tipo: 'extra', cantidad: 1, precio_unitario: 8000 })).toBe('');
    expect(detalleLinea({ ...base, tipo: 'extra', cantidad: 2, noches: 1, precio_unitario: 12000 })).toBe('2 × 1 noche × $\u00a012.000');
    expect(detalleLinea({ ...base, tipo: 'descuento', porcentaje: 10 })).toBe('10 % de los cargos');
    expect(detalleLinea({ ...base, tipo: 'descuento' })).toBe('');
    expect(detalleLinea({ ...base, tipo: 'manual' })).toBe('');
    expect(nochesDeLaEstadia({ fecha_entrada: '2026-12-30', fecha_salida: '2027-01-02' })).toBe(3);
  });

  it('refuses a discount above the total or below what was paid, and a removal below what was paid', () => {
    expect(descuentoError(10000, 100000, 50000)).toBeNull();
    expect(descuentoError(100000.01, 100000, 0)).toBe('El descuento ($\u00a0100.000,01) supera el total de la cuenta ($\u00a0100.000)');
    expect(descuentoError(60000, 100000, 50000)).toBe(
      'Con ese descuento el total quedaría en $\u00a040.000, menos de lo ya pagado ($\u00a050.000). Registre primero un reembolso.',
    );
    expect(descuentoError(50000, 100000, 50000)).toBeNull();
    expect(quitarCargoError(16000, 116000, 100000)).toBeNull();
    expect(quitarCargoError(16000, 116000, 116000)).toBe(
      'Sin ese cargo el total quedaría en $\u00a0100.000, menos de lo ya pagado ($\u00a0116.000). Registre primero un reembolso.',
    );
  });

  it('checks a charge: from the catalogue or manual, never both, with its limits, in Spanish', () => {
    expect(cargoCreateSchema.parse({ reserva_id: 1, extra_id: 2, cantidad: '2' })).toEqual({ reserva_id: 1, extra_id: 2, cantidad: 2 });
    expect(cargoCreateSchema.parse({ reserva_id: 1, concepto: ' Rotura de vaso ', monto: '5000.50' })).toEqual({
      reserva_id: 1,
      concepto: 'Rotura de vaso',
      monto: 5000.5,
    });
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1 }))).toBe(MSG_CUENTA.cargoSinTipo);
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, extra_id: 2, monto: 10 }))).toBe(MSG_CUENTA.cargoExtraConConcepto);
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, concepto: 'Vaso', monto: 10, cantidad: 2 }))).toBe(MSG_CUENTA.cargoManualConCantidad);
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, monto: 10 }))).toBe(MSG_CUENTA.cargoManualSinConcepto);
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, concepto: 'Vaso' }))).toBe(MSG_CUENTA.cargoManualSinMonto);
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, concepto: 'Vaso', monto: -5 }))).toBe('El campo monto debe ser mayor a 0');
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, concepto: 'Vaso', monto: 100_000_000 }))).toBe(
      'El campo monto no puede superar $ 99.999.999,99',
    );
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, concepto: 'Vaso', monto: 1.005 }))).toBe(
      'El campo monto no puede tener más de dos decimales',
    );
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, extra_id: 2, cantidad: 100 }))).toBe(
      'El campo cantidad debe ser menor o igual a 99',
    );
    expect(firstMessage(cargoCreateSchema.safeParse({ reserva_id: 1, extra_id: 2, propina: 1 }))).toBe('El campo propina no es un campo del cargo');
  });

  it('checks a discount: a reason, and an amount or a percentage', () => {
    expect(descuentoCreateSchema.parse({ reserva_id: 1, motivo: 'Cliente frecuente', porcentaje: 10 })).toEqual({
      reserva_id: 1,
      motivo: 'Cliente frecuente',
      porcentaje: 10,
    });
    expect(firstMessage(descuentoCreateSchema.safeParse({ reserva_id: 1, monto: 100 }))).toBe('El campo motivo es obligatorio');
    expect(firstMessage(descuentoCreateSchema.safeParse({ reserva_id: 1, motivo: '  ', monto: 100 }))).toBe('El campo motivo es obligatorio');
    expect(firstMessage(descuentoCreateSchema.safeParse({ reserva_id: 1, motivo: 'x' }))).toBe(MSG_CUENTA.descuentoMontoOPorcentaje);
    expect(firstMessage(descuentoCreateSchema.safeParse({ reserva_id: 1, motivo: 'x', monto: 1, porcentaje: 1 }))).toBe(MSG_CUENTA.descuentoMontoOPorcentaje);
    expect(firstMessage(descuentoCreateSchema.safeParse({ reserva_id: 1, motivo: 'x', porcentaje: 101 }))).toBe(
      'El campo porcentaje debe ser menor o igual a 100',
    );
  });

  it('checks the catalogue\'s extras', () => {
    expect(extraCreateSchema.parse({ nombre: ' Leña ', precio: 8000, cobro: 'unico' })).toEqual({ nombre: 'Leña', precio: 8000, cobro: 'unico' });
    expect(firstMessage(extraCreateSchema.safeParse({ nombre: 'Leña', precio: 8000, cobro: 'semanal' }))).toBe(
      'El campo cobro debe ser por_noche o unico',
    );
    expect(firstMessage(extraCreateSchema.safeParse({ nombre: '', precio: 8000, cobro: 'unico' }))).toBe('El campo nombre es obligatorio');
    expect(firstMessage(extraCreateSchema.safeParse({ nombre: 'Leña', precio: 0, cobro: 'unico' }))).toBe('El campo precio debe ser mayor a 0');
    expect(firstMessage(extraUpdateSchema.safeParse({ id: 3 }))).toBe('Indique qué cambia del extra');
    expect(extraUpdateSchema.parse({ id: 3, activo: false })).toEqual({ id: 3, activo: false });
  });
});
