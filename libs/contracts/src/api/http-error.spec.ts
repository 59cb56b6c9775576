import { ApiError, errorMessage, isApiError } from './http';

/** What another federated copy of http.ts throws: same name and shape, another class. */
class OtherCopyApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

describe('ApiError across federated copies', () => {
  it('recognises an ApiError from this copy or another one', () => {
    expect(isApiError(new ApiError('x', 409))).toBe(true);
    expect(isApiError(new OtherCopyApiError('x', 409))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 400, message: 'x' })).toBe(false);
  });
  it('shows the server message of either copy, else the fallback', () => {
    expect(errorMessage(new OtherCopyApiError('Ya existe un cliente con ese documento', 409), 'Error al crear el cliente')).toBe(
      'Ya existe un cliente con ese documento',
    );
    expect(errorMessage(new OtherCopyApiError('', 500), 'Error al crear el cliente')).toBe('Error al crear el cliente');
    expect(errorMessage(new TypeError('boom'), 'Error al crear el cliente')).toBe('Error al crear el cliente');
  });
});
