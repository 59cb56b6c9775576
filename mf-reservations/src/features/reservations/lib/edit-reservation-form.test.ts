import { TIPO_CAMPING, TIPO_GRUPOS } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { LIMITE_MSG } from '@camping/contracts/people-limits';
import { reserva } from '../../../testing/fixtures';
import { changedFields, editDefaults, editReservationSchema, type EditValues } from './edit-reservation-form';

const today = '2030-03-10';

function errorsOf(original: ReturnType<typeof reserva>, values: Partial<EditValues>) {
  const result = editReservationSchema(original, today).safeParse({ ...editDefaults(original), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('edit reservation rules (spec section 5)', () => {
  const future = reserva({ fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' });

  it('accepts the reservation as it is', () => {
    expect(errorsOf(future, {})).toEqual({});
  });
  it('entry must be before exit', () => {
    expect(errorsOf(future, { fecha_entrada: '2030-03-15' }).fecha_entrada).toBe(MSG.fechaEntradaAnterior);
    expect(errorsOf(future, { fecha_salida: '2030-03-11' }).fecha_entrada).toBe(MSG.fechaEntradaAnterior);
  });
  it('a changed entry cannot be in the past', () => {
    expect(errorsOf(future, { fecha_entrada: '2030-03-09' }).fecha_entrada).toBe(MSG.fechasPasadas);
  });
  it('a stay that already began can still be extended or closed', () => {
    const ongoing = reserva({ fecha_entrada: '2030-03-08', fecha_salida: '2030-03-11' });
    expect(errorsOf(ongoing, { fecha_salida: '2030-03-13' })).toEqual({});
    expect(errorsOf(ongoing, { estado: 'finalizada' })).toEqual({});
    expect(errorsOf(ongoing, { fecha_salida: '2030-03-09' }).fecha_entrada).toBe(MSG.fechasPasadas);
  });
  it('people at least 1, amount and discount at least 0', () => {
    expect(errorsOf(future, { cantidad_personas: '0' }).cantidad_personas).toBe('El campo personas debe ser mayor o igual a 1');
    expect(errorsOf(future, { cantidad_personas: '' }).cantidad_personas).toBe('El campo personas es obligatorio');
    expect(errorsOf(future, { monto_total: '-1' }).monto_total).toBe('El campo monto total debe ser mayor o igual a 0');
    expect(errorsOf(future, { descuento: '-1' }).descuento).toBe('El campo descuento debe ser mayor o igual a 0');
    expect(errorsOf(future, { descuento: '' })).toEqual({});
  });
  it("people follow the API's shared limits: 100 at most, 30 per camping booking, 100 per group", () => {
    expect(errorsOf(future, { cantidad_personas: '101' }).cantidad_personas).toBe('El campo personas debe ser menor o igual a 100');
    const camping = reserva({ fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', tipo_hospedaje_id: TIPO_CAMPING, hospedaje_id: null });
    expect(errorsOf(camping, { cantidad_personas: '31' }).cantidad_personas).toBe(LIMITE_MSG.camping);
    expect(errorsOf(camping, { cantidad_personas: '30' })).toEqual({});
    const grupo = reserva({ fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', tipo_hospedaje_id: TIPO_GRUPOS, hospedaje_id: null });
    expect(errorsOf(grupo, { cantidad_personas: '100' })).toEqual({});
  });
  it('status is one of activa, finalizada, cancelada; payment also tarjeta', () => {
    expect(errorsOf(future, { estado: 'cancelada', metodo_pago: 'tarjeta' })).toEqual({});
    expect(errorsOf(future, { estado: 'borrada' }).estado).toBe('El campo estado debe ser activa, finalizada o cancelada');
  });
  it('reports every wrong field at once', () => {
    const errors = errorsOf(future, { cantidad_personas: '', fecha_entrada: '2030-03-20' });
    expect(errors.cantidad_personas).toBeDefined();
    expect(errors.fecha_entrada).toBe(MSG.fechaEntradaAnterior);
  });
  it('reads what passed as typed values, a field the browser left out as empty', () => {
    const { observaciones: _left, ...rest } = editDefaults(future);
    const parsed = editReservationSchema(future, today).parse({ ...rest, descuento: '' });
    expect(parsed).toMatchObject({ cantidad_personas: future.cantidad_personas, descuento: 0, observaciones: null });
  });
  it('sends the id and only what changed', () => {
    const parseEditValues = (values: EditValues) => editReservationSchema(future, today).parse(values);
    const parsed = parseEditValues({ ...editDefaults(future), fecha_salida: '2030-03-16', estado: 'finalizada', observaciones: 'Late checkout' });
    expect(changedFields(future, parsed)).toEqual({
      id: future.id,
      fecha_salida: '2030-03-16',
      estado: 'finalizada',
      observaciones: 'Late checkout',
    });
    expect(changedFields(future, parseEditValues(editDefaults(future)))).toEqual({ id: future.id });
  });
});

describe('edit reservation: half-picked range', () => {
  it('asks for the missing exit date', () => {
    const r = reserva({ fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15' });
    const result = editReservationSchema(r, '2030-03-10').safeParse({ ...editDefaults(r), fecha_salida: '' });
    expect(result.error?.issues[0].message).toBe('El campo fecha de salida es obligatorio');
  });
});
