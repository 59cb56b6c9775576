import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { z } from 'zod';
import { answerQuery, ApiQueryVariants, chooseVariant, variant } from './query-variants';

interface Ctx {
  admin: boolean;
  calls: string[];
}

const numero = z.object({ id: z.coerce.number().int().positive({ message: 'El id debe ser un número positivo' }) });

const VARIANTS = [
  variant({
    when: { anyOf: ['page'] },
    params: ['page', 'search'],
    doc: '?page[&search]: una página.',
    schema: undefined,
    handle: (_input, c: Ctx) => c.calls.push('page'),
  }),
  variant({
    when: { anyOf: ['reporte'] },
    params: ['reporte', 'id'],
    doc: '?reporte&id: el reporte.',
    before: (c: Ctx) => {
      if (!c.admin) throw new ForbiddenException({ success: false, message: 'Sin permiso' });
    },
    errorField: true,
    schema: numero,
    handle: ({ id }, c: Ctx) => {
      if (id === 99) throw new BadRequestException({ success: false, message: 'Sin datos' });
      return { reporte: id, llamadas: c.calls };
    },
  }),
  variant({
    when: { allOf: ['disponibilidad', 'hospedaje_id'] },
    params: ['disponibilidad', 'hospedaje_id'],
    doc: '?disponibilidad&hospedaje_id: una unidad.',
    schema: undefined,
    handle: () => 'unidad',
  }),
  variant({ when: { anyOf: ['search', 'disponibilidad'] }, params: ['search', 'disponibilidad'], doc: '?search.', schema: undefined, handle: () => 'busqueda' }),
  variant({ when: 'none', params: [], doc: 'Sin parámetros: todo.', schema: undefined, handle: () => 'todo' }),
];

/** Where @nestjs/swagger keeps an operation (its DECORATORS.API_OPERATION, not exported from the package root). */
const API_OPERATION = 'swagger/apiOperation';

const ctx = (admin = true): Ctx => ({ admin, calls: [] });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as BadRequestException).getStatus(), body: (error as BadRequestException).getResponse() };
  }
  throw new Error('no refusal');
};

describe('query variants', () => {
  it('chooses the first variant whose keys are present, in the table order', () => {
    expect(chooseVariant(VARIANTS, { page: '1', search: 'x' })?.doc).toBe('?page[&search]: una página.');
    expect(chooseVariant(VARIANTS, { search: 'x' })?.doc).toBe('?search.');
    // allOf needs every key; with one of them the next variant that takes it answers.
    expect(chooseVariant(VARIANTS, { disponibilidad: '', hospedaje_id: '3' })?.doc).toBe('?disponibilidad&hospedaje_id: una unidad.');
    expect(chooseVariant(VARIANTS, { disponibilidad: '' })?.doc).toBe('?search.');
  });

  it('answers the variant without parameters for no query or only the cache-buster _t', () => {
    expect(answerQuery(VARIANTS, {}, ctx())).toBe('todo');
    expect(answerQuery(VARIANTS, { _t: '123' }, ctx())).toBe('todo');
  });

  it('refuses a parameter the chosen variant does not take, naming it, and one no variant starts with', () => {
    expect(refusal(() => answerQuery(VARIANTS, { page: '1', sort: 'x' }, ctx())).body).toEqual({
      success: false,
      message: 'Parámetros de consulta no reconocidos: sort',
    });
    expect(refusal(() => answerQuery(VARIANTS, { otro: '1' }, ctx())).body).toEqual({
      success: false,
      message: 'Parámetros de consulta no reconocidos: otro',
    });
  });

  it('gives the handler what the schema made of the query', () => {
    expect(answerQuery(VARIANTS, { reporte: '', id: '7' }, ctx())).toEqual({ reporte: 7, llamadas: [] });
  });

  it('runs the variant\'s check before reading its parameters', () => {
    const forbidden = refusal(() => answerQuery(VARIANTS, { reporte: '', id: 'x', otro: '1' }, ctx(false)));
    expect(forbidden).toEqual({ status: 403, body: { success: false, message: 'Sin permiso' } });
  });

  it('adds the legacy error field to parameter refusals only, not to the handler\'s own', () => {
    expect(refusal(() => answerQuery(VARIANTS, { reporte: '', id: '-3' }, ctx())).body).toEqual({
      success: false,
      message: 'El id debe ser un número positivo',
      error: 'El id debe ser un número positivo',
    });
    expect(refusal(() => answerQuery(VARIANTS, { reporte: '', id: '1', page_size: '2' }, ctx())).body).toMatchObject({
      error: 'Parámetros de consulta no reconocidos: page_size',
    });
    expect(refusal(() => answerQuery(VARIANTS, { reporte: '', id: '99' }, ctx())).body).toEqual({ success: false, message: 'Sin datos' });
  });

  it('describes the one OpenAPI operation with every variant in the order they are chosen', () => {
    class Controlador {
      @ApiQueryVariants('Resumen', VARIANTS, ['Una nota.'])
      get(): void {}
    }
    const operation = Reflect.getMetadata(API_OPERATION, Controlador.prototype.get) as { summary: string; description: string };
    expect(operation.summary).toBe('Resumen');
    const lines = operation.description.split('\n');
    expect(lines[0]).toBe('Una nota.');
    expect(lines.slice(2)).toEqual([
      '1. ?page[&search]: una página.',
      '2. ?reporte&id: el reporte.',
      '3. ?disponibilidad&hospedaje_id: una unidad.',
      '4. ?search.',
      '5. Sin parámetros: todo.',
    ]);
  });
});
