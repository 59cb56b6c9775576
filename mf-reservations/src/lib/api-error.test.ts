import { ApiError } from '@camping/contracts/api/http';
import { apiErrorMessage, apiErrorStatus } from './api-error';

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
      expect(apiErrorMessage(error, 'Error al crear la reserva')).toBe('Choque');
      expect(apiErrorStatus(error)).toBe(409);
    }
  });
  it('falls back for anything else', () => {
    expect(apiErrorMessage(new TypeError('x'), 'Error al crear la reserva')).toBe('Error al crear la reserva');
    expect(apiErrorMessage('boom', 'F')).toBe('F');
    expect(apiErrorStatus(new Error('x'))).toBeNull();
  });
});
