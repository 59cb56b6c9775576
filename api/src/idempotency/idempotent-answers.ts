/**
 * The part of idempotent writes that needs the answer as it is sent (idempotency.interceptor.ts): a replayed answer
 * goes out with its stored status and `Idempotent-Replayed: true`; the error answer of a write that had committed
 * (a request refused after its transaction, such as a delete that found nothing) is stored for its retries as the
 * exception filter wrote it. A global onSend hook, registered before compression: the payload is still the JSON text.
 */
import type { FastifyInstance } from 'fastify';
import type { IdempotencyRepository } from './idempotency.repository';
import { IDEMPOTENCY, type IdempotentRequest } from './key-claim';

export function registerIdempotentAnswers(fastify: FastifyInstance, keys: IdempotencyRepository): void {
  fastify.addHook('onSend', (request: IdempotentRequest, reply, payload, done) => {
    const state = request[IDEMPOTENCY];
    if (state?.replayStatus !== undefined) {
      void reply.code(state.replayStatus).header('Idempotent-Replayed', 'true');
    } else if (state?.storeErrorOf && reply.statusCode < 500 && typeof payload === 'string') {
      // Not awaited: the answer is not held back for it; a retry in the meantime hears «en proceso».
      keys.storeAnswer(state.storeErrorOf, reply.statusCode, payload).catch((error: unknown) => {
        request.log.warn(`No se guardó la respuesta de la clave de idempotencia: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    done(null, payload);
  });
}
