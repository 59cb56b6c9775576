import { TIPO_CAMPING, TIPO_GRUPOS } from './domain';
import { CAMPO_MSG, wholeNumberProblem } from './field-messages';
import { LIMITE_MSG, LIMITES_PERSONAS, MAX_PERSONAS_RESERVA, peopleLimitProblem, personasMax } from './people-limits';
import { firstIssueMessage } from './schemas/common';
import { cotizacionQuerySchema } from './schemas/cotizacion';
import { reservaCreateSchema } from './schemas/reserva';
import { addDaysIso, todayIso } from './dates';

const entrada = addDaysIso(todayIso(), 1);
const salida = addDaysIso(todayIso(), 3);
const camping = { tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida };

function messageOf(result: { success: boolean; error?: unknown }): string | undefined {
  return result.success ? undefined : firstIssueMessage(result.error as never);
}

describe('one set of people limits', () => {
  it('camping 30 a booking, groups 100; the schemas stop at the larger', () => {
    expect(LIMITES_PERSONAS.campingPorReserva).toBe(30);
    expect(LIMITES_PERSONAS.grupoMaximo).toBe(100);
    expect(MAX_PERSONAS_RESERVA).toBe(100);
    expect(peopleLimitProblem(3, 30)).toBeNull();
    expect(peopleLimitProblem(3, 31)).toBe(LIMITE_MSG.camping);
    expect(peopleLimitProblem(4, 100)).toBeNull();
    expect(peopleLimitProblem(4, 101)).toBe(LIMITE_MSG.grupos);
    expect(peopleLimitProblem(1, 99)).toBeNull(); // units answer to their capacity
  });

  it('the quote names fields as the screen does and asks whole numbers as whole numbers', () => {
    expect(messageOf(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: 31 }))).toBe('Adultos: como máximo 30');
    expect(messageOf(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: '2.5' }))).toBe(
      'Adultos: ingrese un número entero, sin decimales',
    );
    expect(messageOf(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: -3 }))).toBe('Adultos: como mínimo 0');
    expect(messageOf(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: 2, cantidad_menores: 'x' }))).toBe(
      'Menores: ingrese un número entero, sin decimales',
    );
    expect(messageOf(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: 20, cantidad_menores: 11 }))).toBe(
      LIMITE_MSG.camping,
    );
    expect(cotizacionQuerySchema.safeParse({ ...camping, cantidad_adultos: 20, cantidad_menores: 10 }).success).toBe(true);
  });

  it('reservations: Personas, at most the larger limit', () => {
    const base = { cliente_id: 1, hospedaje_id: null, fecha_entrada: entrada, fecha_salida: salida, monto_total: 1 };
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, cantidad_personas: 101 }))).toBe('Personas: como máximo 100');
    expect(messageOf(reservaCreateSchema.safeParse({ ...base, cantidad_personas: 2.5 }))).toBe(
      'Personas: ingrese un número entero, sin decimales',
    );
    expect(messageOf(reservaCreateSchema.safeParse({ ...base }))).toBe('Personas: es obligatorio');
  });

  it('wholeNumberProblem says the same as the schemas', () => {
    const rule = { etiqueta: 'Adultos', min: 1, max: 30 };
    expect(wholeNumberProblem(Number.NaN, rule)).toBe(CAMPO_MSG.obligatorio('Adultos'));
    expect(wholeNumberProblem(2.5, rule)).toBe('Adultos: ingrese un número entero, sin decimales');
    expect(wholeNumberProblem(-3, rule)).toBe('Adultos: como mínimo 1');
    expect(wholeNumberProblem(31, rule)).toBe('Adultos: como máximo 30');
    expect(wholeNumberProblem(4, rule)).toBeNull();
  });
  it('gives each type its form maximum', () => {
    expect(personasMax(TIPO_CAMPING)).toBe(30);
    expect(personasMax(TIPO_GRUPOS)).toBe(100);
    expect(personasMax(1)).toBe(MAX_PERSONAS_RESERVA);
  });
});
