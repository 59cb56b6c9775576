import { z } from 'zod';
import { reservaFixture } from '../testing/reserva-fixture';
import { flatListSchema, hasFlatCheck } from './flat-list';
import { reservaFlatListSchema, reservaListSchema, reservaSchema } from './reserva';

/** A value of the wrong kind for each kind of field (and for the kinds around it). */
const WRONG: unknown[] = ['texto', '', 3, 1.5, -0, Number.MAX_SAFE_INTEGER + 2, true, null, undefined, {}, [], 'pendiente'];

describe('flatListSchema', () => {
  it('checks every field of a reservation without zod (the fast path is used)', () => {
    expect(hasFlatCheck(reservaSchema)).toBe(true);
  });

  it('accepts what reservaListSchema accepts and gives the answer back as it came', () => {
    const rows = [
      reservaFixture(),
      reservaFixture({ hospedaje_id: null, numero_hospedaje: null, tipo_hospedaje_id: 3, observaciones: 'Con carpa' }),
      { ...reservaFixture({ estado: 'pendiente', vence_el: '2030-03-11T18:00:00-03:00' }), checkin_at: null, no_show: false },
    ];
    const withExtra = [{ ...reservaFixture(), campo_nuevo: 1 }];
    expect(reservaListSchema.safeParse(rows).success).toBe(true);
    const parsed = reservaFlatListSchema.safeParse(rows);
    expect(parsed.success && parsed.data).toBe(rows);
    expect(reservaFlatListSchema.safeParse(withExtra).success).toBe(true);
    expect(reservaFlatListSchema.safeParse([]).success).toBe(true);
  });

  it('refuses what is not a list of objects', () => {
    for (const data of [null, undefined, {}, 'x', 3, [null], [3], [[]], [reservaFixture(), 'x']]) {
      expect(reservaListSchema.safeParse(data).success).toBe(false);
      expect(reservaFlatListSchema.safeParse(data).success).toBe(false);
    }
  });

  it('gives the same verdict as zod for every field of a reservation set to every kind of wrong value', () => {
    const mismatches: string[] = [];
    for (const key of Object.keys(reservaSchema.shape)) {
      for (const value of WRONG) {
        const row: Record<string, unknown> = { ...reservaFixture(), [key]: value };
        if (value === undefined) delete row[key];
        const list = [reservaFixture(), row];
        const expected = reservaListSchema.safeParse(list).success;
        if (reservaFlatListSchema.safeParse(list).success !== expected) mismatches.push(`${key} = ${JSON.stringify(value)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a malformed row anywhere in a long answer', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => reservaFixture({ id: i + 1 }));
    expect(reservaFlatListSchema.safeParse(rows).success).toBe(true);
    rows[1500] = { ...rows[1500], fecha_entrada: 20300312 } as never;
    expect(reservaFlatListSchema.safeParse(rows).success).toBe(false);
  });

  it('leaves to zod a schema with anything but plain fields, so the check is never weaker', () => {
    const row = z.object({ nombre: z.string().min(2), alta: z.boolean().default(false) });
    expect(hasFlatCheck(row)).toBe(false);
    const list = flatListSchema(row);
    expect(list.safeParse([{ nombre: 'A' }]).success).toBe(false);
    expect(list.safeParse([{ nombre: 'Ana' }])).toEqual({ success: true, data: [{ nombre: 'Ana', alta: false }] });
  });

  it('reads integer, enum, nullable and optional fields as zod does', () => {
    const list = flatListSchema(
      z.object({ n: z.number().int(), e: z.enum(['a', 'b']), x: z.number().nullable(), o: z.string().nullable().optional(), p: z.boolean().optional() }),
    );
    expect(list.safeParse([{ n: 1, e: 'a', x: null }]).success).toBe(true);
    expect(list.safeParse([{ n: 1, e: 'b', x: 2.5, o: null }]).success).toBe(true);
    expect(list.safeParse([{ n: 1.5, e: 'a', x: null }]).success).toBe(false);
    expect(list.safeParse([{ n: 1, e: 'c', x: null }]).success).toBe(false);
    expect(list.safeParse([{ n: 1, e: 'a' }]).success).toBe(false);
    expect(list.safeParse([{ n: 1, e: 'a', x: null, o: 3 }]).success).toBe(false);
    expect(list.safeParse([{ n: 1, e: 'a', x: null, p: true }]).success).toBe(true);
    expect(list.safeParse([{ n: 1, e: 'a', x: null, p: null }]).success).toBe(false);
  });
});
