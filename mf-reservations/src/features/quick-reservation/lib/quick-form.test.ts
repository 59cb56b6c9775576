import { MSG } from '@camping/contracts/messages';
import { reservaRapidaSchema } from '@camping/contracts/schemas/reserva-rapida';
import { MONTO_SE_CALCULA, QUICK_DEFAULTS, QUICK_PAYMENT_METHODS, buildQuickPayload, quickFormSchema, type QuickValues } from './quick-form';

const today = '2030-03-10';
const filled: QuickValues = {
  ...QUICK_DEFAULTS,
  documento: '30111222',
  nombre: 'Juan',
  apellido: 'Pérez',
  telefono: '2664551234',
  fecha_entrada: '2030-03-12',
  fecha_salida: '2030-03-15',
  tipo_hospedaje_id: '1',
  hospedaje_id: '13',
  cantidad_personas: '4',
  monto_total: '210000',
};

function errorsOf(values: Partial<QuickValues>) {
  const result = quickFormSchema(today).safeParse({ ...filled, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('Reserva Rápida rules (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });
  it('requires documento, nombre, apellido and teléfono', () => {
    const errors = errorsOf({ documento: '', nombre: ' ', apellido: '', telefono: '' });
    expect(errors).toMatchObject({
      documento: 'El campo documento es obligatorio',
      nombre: 'El campo nombre es obligatorio',
      apellido: 'El campo apellido es obligatorio',
      telefono: 'El campo teléfono es obligatorio',
    });
  });
  it('vehicle, plate, discount and observations are optional', () => {
    expect(errorsOf({ modelo_vehiculo: '', patente: '', descuento: '', observaciones: '' })).toEqual({});
  });
  it('requires both dates; entry not before today; exit after entry', () => {
    expect(errorsOf({ fecha_entrada: '' }).fecha_entrada).toBe('El campo fecha de entrada es obligatorio');
    expect(errorsOf({ fecha_salida: '' }).fecha_salida).toBe('El campo fecha de salida es obligatorio');
    expect(errorsOf({ fecha_entrada: '2030-03-09' }).fecha_entrada).toBe(MSG.fechaEntradaPasada);
    expect(errorsOf({ fecha_salida: '2030-03-11' }).fecha_salida).toBe(MSG.fechaEntradaAnterior);
    expect(errorsOf({ fecha_salida: '2030-03-12' }).fecha_salida).toBe(MSG.fechaEntradaAnterior);
    expect(errorsOf({ fecha_entrada: '', fecha_salida: '2030-03-09' }).fecha_salida).toBe(
      'La fecha de salida no puede ser anterior a hoy',
    );
  });
  it('requires the type, and the unit number except for camping (3) and grupos (4)', () => {
    expect(errorsOf({ tipo_hospedaje_id: '' }).tipo_hospedaje_id).toBe('El campo tipo de hospedaje es obligatorio');
    expect(errorsOf({ hospedaje_id: '' }).hospedaje_id).toBe('El campo número de hospedaje es obligatorio');
    expect(errorsOf({ tipo_hospedaje_id: '3', hospedaje_id: '', cantidad_adultos: '2', cantidad_menores: '0' })).toEqual({});
    expect(errorsOf({ tipo_hospedaje_id: '4', hospedaje_id: '', cantidad_personas: '20' })).toEqual({});
  });
  it('requires people: from the list, adults and minors for camping, at least 1 for groups', () => {
    expect(errorsOf({ cantidad_personas: '' }).cantidad_personas).toBe('Personas: es obligatorio');
    const camping = { tipo_hospedaje_id: '3', hospedaje_id: '' };
    expect(errorsOf({ ...camping, cantidad_adultos: '', cantidad_menores: '1' }).cantidad_adultos).toBe('Adultos: es obligatorio');
    expect(errorsOf({ ...camping, cantidad_adultos: '2', cantidad_menores: '-1' }).cantidad_menores).toBe('Menores: como mínimo 0');
    expect(errorsOf({ ...camping, cantidad_adultos: '0', cantidad_menores: '0' }).cantidad_adultos).toBe('Ingrese al menos una persona');
    expect(errorsOf({ tipo_hospedaje_id: '4', hospedaje_id: '', cantidad_personas: '0' }).cantidad_personas).toBe(
      'Personas: como mínimo 1',
    );
  });
  it('holds camping and groups to the shared limits, in the words of the screen (issue 15)', () => {
    const camping = { tipo_hospedaje_id: '3', hospedaje_id: '' };
    expect(errorsOf({ ...camping, cantidad_adultos: '31', cantidad_menores: '0' }).cantidad_adultos).toBe('Adultos: como máximo 30');
    expect(errorsOf({ ...camping, cantidad_adultos: '2.5', cantidad_menores: '0' }).cantidad_adultos).toBe(
      'Adultos: ingrese un número entero, sin decimales',
    );
    expect(errorsOf({ ...camping, cantidad_adultos: '20', cantidad_menores: '11' }).cantidad_adultos).toBe(
      'Camping: como máximo 30 personas por reserva (adultos y menores)',
    );
    expect(errorsOf({ ...camping, cantidad_adultos: '20', cantidad_menores: '10' })).toEqual({});
    const grupo = { tipo_hospedaje_id: '4', hospedaje_id: '' };
    expect(errorsOf({ ...grupo, cantidad_personas: '101' }).cantidad_personas).toBe('Personas: como máximo 100');
    expect(errorsOf({ ...grupo, cantidad_personas: '100' })).toEqual({});
  });
  it('offers and accepts every payment method that has prices, tarjeta included (issue 15)', () => {
    expect(QUICK_PAYMENT_METHODS.map((m) => m.label)).toEqual(['Efectivo', 'Transferencia', 'Tarjeta']);
    expect(errorsOf({ metodo_pago: 'tarjeta' })).toEqual({});
    expect(buildQuickPayload({ ...filled, metodo_pago: 'tarjeta' }).reserva.metodo_pago).toBe('tarjeta');
    expect(errorsOf({ metodo_pago: 'cheque' }).metodo_pago).toBe('El campo método de pago es obligatorio');
  });
  it('checks the phone: digits, spaces, + - ( ), 6 to 20 digits', () => {
    expect(errorsOf({ telefono: 'abc 😀' }).telefono).toBe('Teléfono: solo números, espacios y los signos + - ( )');
    expect(errorsOf({ telefono: '12345' }).telefono).toBe('Teléfono: entre 6 y 20 dígitos');
    expect(errorsOf({ telefono: '+54 (266) 455-1234' })).toEqual({});
  });
  it('requires a positive total; the discount is an amount of at least 0', () => {
    // Computed, never typed (issue 37): an empty amount says what it waits for; a group's is typed, so required.
    expect(errorsOf({ monto_total: '' }).monto_total).toBe(MONTO_SE_CALCULA);
    expect(errorsOf({ tipo_hospedaje_id: '4', hospedaje_id: '', cantidad_personas: '20', monto_total: '' }).monto_total).toBe('El campo monto total es obligatorio');
    expect(errorsOf({ monto_total: '0' }).monto_total).toBe('El monto total debe ser mayor a 0');
    expect(errorsOf({ descuento: '-5' }).descuento).toBe('El campo descuento debe ser mayor o igual a 0');
  });
  it('sends camping people as adults + minors, no unit, and a group total net of its discount', () => {
    const camping = buildQuickPayload({ ...filled, tipo_hospedaje_id: '3', hospedaje_id: '13', cantidad_adultos: '2', cantidad_menores: '3' });
    expect(camping.reserva).toMatchObject({ tipo_hospedaje_id: 3, hospedaje_id: null, cantidad_personas: 5 });
    const grupo = buildQuickPayload({ ...filled, tipo_hospedaje_id: '4', cantidad_personas: '25', monto_total: '500000', descuento: '50000' });
    expect(grupo.reserva).toMatchObject({ hospedaje_id: null, cantidad_personas: 25, monto_total: 450000, descuento: 50000 });
    expect(reservaRapidaSchema.safeParse(grupo).success).toBe(true);
  });
});

describe('Reserva Rápida: the seña (issue 16)', () => {
  it('is optional: left empty, nothing is sent', () => {
    expect(errorsOf({ sena_monto: '' })).toEqual({});
    const payload = buildQuickPayload(filled);
    expect(payload.reserva).not.toHaveProperty('sena_monto');
    expect(reservaRapidaSchema.safeParse(payload).success).toBe(true);
  });
  it('is sent with its method, and passes the shared schema', () => {
    const payload = buildQuickPayload({ ...filled, sena_monto: '63000', sena_metodo_pago: 'transferencia' });
    expect(payload.reserva).toMatchObject({ sena_monto: 63000, sena_metodo_pago: 'transferencia' });
    expect(reservaRapidaSchema.parse(payload).reserva).toMatchObject({ sena_monto: 63000, sena_metodo_pago: 'transferencia' });
  });
  it('must be above 0 and not above the total', () => {
    expect(errorsOf({ sena_monto: '0' })).toEqual({ sena_monto: MSG.pagoMontoPositivo });
    expect(errorsOf({ sena_monto: '-5' })).toEqual({ sena_monto: MSG.pagoMontoPositivo });
    expect(errorsOf({ sena_monto: '210000.01' })).toEqual({ sena_monto: MSG.pagoExcedeTotal });
    expect(errorsOf({ sena_monto: '210000' })).toEqual({});
  });
});
