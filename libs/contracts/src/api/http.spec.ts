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
