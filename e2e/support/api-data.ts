/** Test data made through the real API from a browser test's logged-in request context. */
import type { APIRequestContext } from 'playwright-core';
import type { Reserva } from '@camping/contracts/schemas/reserva';

/** Letters only, so a list search for a guest finds exactly that guest. */
const RUN = `${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
let serial = 0;

/** A guest no other test uses, whose surname starts with `prefix` (a word of letters). */
export async function createGuest(request: APIRequestContext, prefix: string): Promise<{ id: number; apellido: string }> {
  serial += 1;
  const apellido = `${prefix}${RUN}${'abcdefghij'[serial % 10]}${'abcdefghij'[Math.floor(serial / 10) % 10]}`;
  const documento = `${(Date.now() % 1e7) + serial * 7919 + prefix.length * 104729}`.padStart(8, '5').slice(-8);
  const response = await request.post('/api/endpoints/clientes', {
    data: { nombre: 'Huésped', apellido, documento, telefono: '2664550000' },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).cliente.id, apellido };
}

/** One reservation as the API answers it now (GET reservas?id=). */
export async function readReserva(request: APIRequestContext, id: number): Promise<Reserva> {
  const response = await request.get(`/api/endpoints/reservas.php?id=${id}&_t=${Date.now()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).reserva;
}

/**
 * The units free for those nights, dormis first, then cabins: files that do not depend on the type take dormis, so the
 * 8 cabins around today stay for early-checkout.e2e.ts, whose prices are a cabin's.
 */
export async function freeUnits(request: APIRequestContext, entrada: string, salida: string): Promise<number[]> {
  const ids: number[] = [];
  for (const tipo of [2, 1]) {
    const response = await request.get(`/api/endpoints/hospedajes.php?tipo_hospedaje_id=${tipo}&fecha_entrada=${entrada}&fecha_salida=${salida}`);
    expect(response.ok()).toBe(true);
    ids.push(...(await response.json()).hospedajes.map((h: { id: number }) => h.id));
  }
  return ids;
}
