import { BadRequestException } from '@nestjs/common';
import { MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import { parseIdempotencyKey, requestHash } from './idempotency-key';

describe('parseIdempotencyKey', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey('0f8e2d1c-1b2a-4c3d-9e8f-7a6b5c4d3e2f')).toBe('0f8e2d1c-1b2a-4c3d-9e8f-7a6b5c4d3e2f');
    expect(parseIdempotencyKey('x'.repeat(255))).toHaveLength(255);
  });

  it.each([['', 'empty'], ['x'.repeat(256), 'too long'], ['clave-ñ', 'not ASCII'], ['a\tb', 'a control character']])(
    'refuses %j (%s) with the Spanish 400',
    (value) => {
      expect(() => parseIdempotencyKey(value)).toThrow(BadRequestException);
      try {
        parseIdempotencyKey(value);
      } catch (error) {
        expect((error as BadRequestException).getResponse()).toEqual({ success: false, message: MSG_IDEMPOTENCIA.claveInvalida });
      }
    },
  );
});

describe('requestHash', () => {
  const hash = (method: string, url: string, body?: unknown) => requestHash(method, url, body).toString('hex');

  it('is the same for the same body written in another key order', () => {
    expect(hash('POST', '/api/endpoints/pagos', { reserva_id: 1, monto: 100, extra: { b: 1, a: 2 } })).toBe(
      hash('POST', '/api/endpoints/pagos', { extra: { a: 2, b: 1 }, monto: 100, reserva_id: 1 }),
    );
  });

  it('tells apart another body, another path, another query and another method', () => {
    const base = hash('POST', '/api/endpoints/pagos', { monto: 100 });
    expect(hash('POST', '/api/endpoints/pagos', { monto: 101 })).not.toBe(base);
    expect(hash('POST', '/api/endpoints/reembolsos', { monto: 100 })).not.toBe(base);
    expect(hash('PUT', '/api/endpoints/pagos', { monto: 100 })).not.toBe(base);
    expect(hash('DELETE', '/api/endpoints/pagos?id=1')).not.toBe(hash('DELETE', '/api/endpoints/pagos?id=2'));
  });

  it("ignores the spec's cache-buster _t, which changes at every retry of the original client", () => {
    expect(hash('DELETE', '/api/endpoints/reservas.php?id=4&_t=111')).toBe(hash('DELETE', '/api/endpoints/reservas.php?id=4&_t=222'));
    expect(hash('DELETE', '/api/endpoints/reservas.php?_t=111')).toBe(hash('DELETE', '/api/endpoints/reservas.php'));
  });
});
