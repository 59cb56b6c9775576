import { ApiError } from '@camping/contracts/api/http';
import { retryOnce } from './query-client';

describe('retryOnce', () => {
  it('tries a server or network failure once more', () => {
    expect(retryOnce(0, new ApiError('HTTP error! status: 503', 503))).toBe(true);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(1, new ApiError('HTTP error! status: 503', 503))).toBe(false);
  });
  it('does not repeat a request the server refused, whichever copy of ApiError threw it', () => {
    expect(retryOnce(0, new ApiError('Parámetros de consulta no reconocidos', 400))).toBe(false);
    const fromAnotherCopy = Object.assign(new Error('No autorizado'), { name: 'ApiError', status: 401 });
    expect(retryOnce(0, fromAnotherCopy)).toBe(false);
  });
});
