import { CODIGO_OPERACION_EN_PROCESO } from '../messages-idempotencia';
import { ApiError, apiErrorStatus, apiRequest, buildQuery, errorMessage, failureMessage } from './http';

/** An ApiError thrown by a second copy of contracts' http.ts: same shape, another class. */
class OtherCopyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

describe('api error by shape', () => {
  it('reads the message and status of an ApiError from any copy of the library', () => {
    for (const error of [new ApiError('Choque', 409), new OtherCopyApiError('Choque', 409)]) {
      expect(errorMessage(error, 'Error al crear la reserva')).toBe('Choque');
      expect(apiErrorStatus(error)).toBe(409);
    }
  });
  it('falls back for anything else', () => {
    expect(errorMessage(new TypeError('x'), 'Error al crear la reserva')).toBe('Error al crear la reserva');
    expect(errorMessage('boom', 'F')).toBe('F');
    expect(apiErrorStatus(new Error('x'))).toBeNull();
  });
});

describe('buildQuery', () => {
  it('writes flags bare and skips empty values, as the legacy calls expect', () => {
    expect(buildQuery({ tipos: true, a: 1, b: undefined, c: null, d: false, e: 'á b' })).toBe('?tipos&a=1&e=%C3%A1%20b');
    expect(buildQuery({})).toBe('');
  });
});

describe('apiRequest headers', () => {
  const realFetch = globalThis.fetch;
  let calls: Array<{ url: string; init: RequestInit }>;

  beforeEach(() => {
    calls = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says JSON on every change, a DELETE without a body included, and not on a read', async () => {
    await apiRequest('/endpoints/clientes', { method: 'DELETE', query: { id: 3 } });
    await apiRequest('/endpoints/clientes', { method: 'POST', body: { nombre: 'Ana' } });
    await apiRequest('/endpoints/clientes');
    const contentTypes = calls.map((c) => (c.init.headers as Record<string, string>)['Content-Type']);
    expect(contentTypes).toEqual(['application/json', 'application/json', undefined]);
    expect(calls[0].init.body).toBeUndefined();
    expect(calls.every((c) => c.init.credentials === 'same-origin')).toBe(true);
  });
});

describe('failureMessage', () => {
  it('is null for an ended session (401): the login dialog speaks, no toast beside it', () => {
    expect(failureMessage(new ApiError('No autorizado', 401), 'Error al guardar')).toBeNull();
  });

  it("is the server's message for any other refusal, else the screen's fallback", () => {
    expect(failureMessage(new ApiError('El documento ya existe', 409), 'Error al guardar')).toBe('El documento ya existe');
    expect(failureMessage(new ApiError('', 500), 'Error al guardar')).toBe('Error al guardar');
    expect(failureMessage(new Error('boom'), 'Error al guardar')).toBe('Error al guardar');
    expect(failureMessage(Object.assign(new Error('Sin conexión'), { name: 'ApiError', status: 0 }), 'x')).toBe('Sin conexión');
  });
});

describe('apiRequest Idempotency-Key (issue 33)', () => {
  const realFetch = globalThis.fetch;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  let keys: Array<string | undefined>;
  /** What the next calls answer, in order: a status and body, or a network failure. */
  let answers: Array<{ status: number; body?: unknown } | 'network'>;

  beforeEach(() => {
    keys = [];
    answers = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      const next = answers.shift() ?? { status: 200, body: { success: true } };
      if (next === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next.body ?? { success: false, message: 'x' }), { status: next.status });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const pagar = (monto = 1000) => apiRequest('/endpoints/pagos', { method: 'POST', body: { reserva_id: 7, monto } }).catch((e: unknown) => e);

  it('names every write with a new UUID per submission, and no read', async () => {
    await pagar();
    await pagar();
    await apiRequest('/endpoints/pagos', { method: 'DELETE', query: { id: 3 } });
    await apiRequest('/endpoints/pagos', { method: 'PUT', body: { id: 3, monto: 5 } });
    await apiRequest('/endpoints/pagos', { query: { reserva_id: 7 } });
    expect(keys.slice(0, 4).every((k) => UUID.test(k ?? ''))).toBe(true);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeUndefined();
  });

  it('reuses the key when the same submission is retried after no answer, a 503 or the 409 «en proceso»', async () => {
    answers = ['network', { status: 503 }, { status: 409, body: { success: false, message: 'x', codigo: CODIGO_OPERACION_EN_PROCESO } }, { status: 201, body: { success: true } }];
    for (let i = 0; i < 4; i++) await pagar();
    expect(new Set(keys).size).toBe(1);
    // Answered: the next submission, even identical, is a new operation.
    await pagar();
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('forgets the key on a final refusal, and gives another request its own key even while one is unsettled', async () => {
    answers = ['network', { status: 400 }];
    await pagar(1000);
    await pagar(1000);
    await pagar(1000);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    answers = ['network'];
    await pagar(2000);
    await pagar(3000);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('keeps the key of a write the screen aborted: it may have reached the server', async () => {
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      if (keys.length === 1) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      return new Response('{"success":true}', { status: 201 });
    }) as typeof fetch;
    await expect(apiRequest('/endpoints/pagos', { method: 'POST', body: { monto: 1 } })).rejects.toMatchObject({ name: 'AbortError' });
    await apiRequest('/endpoints/pagos', { method: 'POST', body: { monto: 1 } });
    expect(keys[1]).toBe(keys[0]);
  });
});
