import { MSG } from '@camping/contracts/messages';
import { QUOTE_MSG, defaultRequest, toQuery, validateRequest } from './quote-request';

const today = '2027-03-10';

describe('validateRequest', () => {
  it('accepts the default request (tomorrow, two nights)', () => {
    const r = defaultRequest(1, today);
    expect(r).toMatchObject({ entrada: '2027-03-11', salida: '2027-03-13' });
    expect(validateRequest(r, today)).toBeNull();
  });

  it.each([
    [{ entrada: '' }, QUOTE_MSG.faltaEntrada],
    [{ salida: '2027-02-30' }, QUOTE_MSG.faltaSalida],
    [{ entrada: '2027-03-09' }, MSG.fechaEntradaPasada],
    [{ salida: '2027-03-11' }, MSG.fechaEntradaAnterior],
    [{ salida: '2037-03-11' }, QUOTE_MSG.muyLejos],
    [{ personas: 0 }, 'Personas: como mínimo 1'],
    [{ personas: 6 }, 'Personas: como máximo 5'],
  ])('refuses %j', (patch, message) => {
    expect(validateRequest({ ...defaultRequest(1, today), ...patch }, today)).toBe(message);
  });

  it('needs an adult for camping, minors may be zero', () => {
    const camping = defaultRequest(3, today);
    expect(validateRequest({ ...camping, adultos: 0, menores: 2 }, today)).toBe('Adultos: como mínimo 1');
    expect(validateRequest({ ...camping, adultos: 1, menores: 0 }, today)).toBeNull();
    expect(validateRequest({ ...camping, menores: Number.NaN }, today)).toBe('Menores: es obligatorio');
  });

  it('names the field as the form does and asks whole numbers as whole numbers (issue 15)', () => {
    const camping = defaultRequest(3, today);
    expect(validateRequest({ ...camping, adultos: 2.5 }, today)).toBe('Adultos: ingrese un número entero, sin decimales');
    expect(validateRequest({ ...camping, adultos: -3 }, today)).toBe('Adultos: como mínimo 1');
    expect(validateRequest({ ...camping, adultos: 31 }, today)).toBe('Adultos: como máximo 30');
    expect(validateRequest({ ...camping, adultos: 20, menores: 11 }, today)).toBe(QUOTE_MSG.demasiadosCamping);
    expect(validateRequest({ ...camping, adultos: 20, menores: 10 }, today)).toBeNull();
  });
});

describe('toQuery', () => {
  it('sends people for units and adults/minors for camping', () => {
    expect(toQuery({ ...defaultRequest(1, today), personas: 4 })).toEqual({
      tipo_hospedaje_id: 1,
      fecha_entrada: '2027-03-11',
      fecha_salida: '2027-03-13',
      cantidad_personas: 4,
    });
    expect(toQuery({ ...defaultRequest(3, today), adultos: 2, menores: 3 })).toEqual({
      tipo_hospedaje_id: 3,
      fecha_entrada: '2027-03-11',
      fecha_salida: '2027-03-13',
      cantidad_adultos: 2,
      cantidad_menores: 3,
    });
  });
});
