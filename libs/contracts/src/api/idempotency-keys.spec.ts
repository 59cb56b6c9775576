import { CODIGO_OPERACION_EN_PROCESO } from '../messages-idempotencia';
import { isFateUnknown, newIdempotencyKey } from './idempotency-keys';

describe('newIdempotencyKey', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a v4 UUID even where crypto.randomUUID is missing (a page served over plain http on the LAN)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
      expect(keys.every((k) => UUID.test(k))).toBe(true);
      expect(new Set(keys).size).toBe(50);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
    expect(UUID.test(newIdempotencyKey())).toBe(true);
  });
});

describe('isFateUnknown', () => {
  it('is true without an answer, for a 5xx and for the 409 «en proceso»; false for any other answer', () => {
    expect(isFateUnknown(0, undefined)).toBe(true);
    expect(isFateUnknown(503, { success: false })).toBe(true);
    expect(isFateUnknown(500, undefined)).toBe(true);
    expect(isFateUnknown(409, { success: false, codigo: CODIGO_OPERACION_EN_PROCESO })).toBe(true);
    expect(isFateUnknown(409, { success: false, message: 'Ya existe' })).toBe(false);
    expect(isFateUnknown(422, { success: false })).toBe(false);
    expect(isFateUnknown(201, { success: true })).toBe(false);
  });
});
