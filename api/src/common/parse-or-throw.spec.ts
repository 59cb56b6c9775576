import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { parseOrThrow } from './parse-or-throw';

function messageOf(schema: z.ZodType, input: unknown): string {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: string }).message;
  }
  throw new Error('no refusal');
}

describe('parseOrThrow', () => {
  const schema = z.object({
    cliente: z.object({ nombre: z.string({ error: 'El campo nombre es obligatorio' }) }),
    n: z.number().optional(),
    e: z.enum(['a', 'b']).optional(),
  });

  it('keeps the schema’s own Spanish message', () => {
    expect(messageOf(schema, { cliente: {} })).toBe('El campo nombre es obligatorio');
  });

  it.each([
    [undefined, 'Los datos enviados deben ser un objeto JSON'],
    ['texto', 'Los datos enviados deben ser un objeto JSON'],
    [{}, 'El campo cliente es obligatorio'],
    [{ cliente: 'x' }, 'El campo cliente debe ser un objeto'],
    [{ cliente: { nombre: 'x' }, n: 'q' }, 'El campo n debe ser un número'],
    [{ cliente: { nombre: 'x' }, e: 'z' }, 'El campo e tiene un valor no permitido'],
  ])('answers %p in Spanish, naming the field', (input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('returns the parsed data', () => {
    expect(parseOrThrow(schema, { cliente: { nombre: 'Ana' } })).toEqual({ cliente: { nombre: 'Ana' } });
  });
});
