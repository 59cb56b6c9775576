import { SetMetadata } from '@nestjs/common';

export const IGNORES_IDEMPOTENCY_KEY = 'ignoresIdempotencyKey';

/**
 * A write whose request or answer carries a password (changing one's own, creating an account or resetting its
 * password: the answer holds the temporary one): its Idempotency-Key is ignored, so no password, nor a fast hash of
 * one, is kept for 24 h in `claves_idempotencia` (docs/api.md, Idempotent writes).
 */
export const IgnoresIdempotencyKey = () => SetMetadata(IGNORES_IDEMPOTENCY_KEY, true);
