import type { DataSource } from 'typeorm';
import { ReadCache } from './read-cache';

describe('ReadCache with KEPT_ANSWERS=0', () => {
  // Off, it never reads the data's version: no database is involved at all (the kept case runs against PostgreSQL
  // in test/replicas.e2e-spec.ts).
  const cache = new ReadCache(undefined as unknown as DataSource, { KEPT_ANSWERS: false });

  it('computes every call, even calls arriving together for the same answer', async () => {
    let computed = 0;
    const compute = async () => `{"n":${++computed}}`;
    const together = await Promise.all([cache.get('pagina:x', compute), cache.get('pagina:x', compute)]);
    const after = await cache.get('pagina:x', compute, 'busqueda');
    expect(computed).toBe(3);
    expect([...together, after].map((a) => a.body.toString())).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });
});
