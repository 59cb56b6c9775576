import { ApiError } from './http';
import { QUERY_CLIENT_DEFAULTS, createQueryClient, shouldRetryQuery } from './query-client';

/** An ApiError from another build of contracts: same shape, another class. */
function otherCopyError(status: number): Error {
  return Object.assign(new Error('No autorizado'), { name: 'ApiError', status });
}

describe('shouldRetryQuery', () => {
  it('never repeats a request the server refused (4xx), whichever copy of ApiError threw it', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError('No', status))).toBe(false);
      expect(shouldRetryQuery(0, otherCopyError(status))).toBe(false);
    }
  });
  it('tries a server or network failure once more, and only once', () => {
    expect(shouldRetryQuery(0, new ApiError('HTTP error! status: 503', 503))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('Error de conexión', 0))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError('HTTP error! status: 503', 503))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('builds the given class with the one policy (no mutation retries)', () => {
    class FakeClient {
      constructor(readonly config: { defaultOptions: typeof QUERY_CLIENT_DEFAULTS }) {}
    }
    const client = createQueryClient(FakeClient);
    expect(client).toBeInstanceOf(FakeClient);
    expect(client.config.defaultOptions.queries.retry).toBe(shouldRetryQuery);
    expect(client.config.defaultOptions.mutations.retry).toBe(false);
  });
});
