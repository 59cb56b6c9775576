import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { apiErrorText, loadErrorText } from './load-error-text';

describe('load errors for the admin banner', () => {
  it('adds what the server said to the screen\'s message, once', () => {
    expect(loadErrorText(new ApiError('Demasiadas solicitudes', 429), MSG.errorCargarReportes)).toBe(
      `${MSG.errorCargarReportes}: Demasiadas solicitudes`,
    );
    expect(loadErrorText(new ApiError(MSG.errorCargarReportes, 200), MSG.errorCargarReportes)).toBe(MSG.errorCargarReportes);
    expect(loadErrorText(new TypeError('boom'), MSG.errorCargarReportes)).toBe(MSG.errorCargarReportes);
  });

  it('recognises an ApiError thrown by another copy of the client (a federated shared module)', () => {
    class ApiErrorCopy extends Error {
      constructor(
        message: string,
        readonly status: number,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    expect(apiErrorText(new ApiErrorCopy(MSG.errorConexion, 0))).toBe(MSG.errorConexion);
    expect(apiErrorText('texto')).toBe('');
  });
});
