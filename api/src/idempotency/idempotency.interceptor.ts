import {
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { CODIGO_OPERACION_EN_PROCESO, MSG_IDEMPOTENCIA } from '@camping/contracts/messages-idempotencia';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { currentScope } from '../database/actor';
import { clientQueryTimeoutMs, requestDeadlineMs } from '../database/typeorm-options';
import { writeTrailOf } from '../database/write-trail';
import { isReadMethod } from '../http/served-methods';
import { IGNORES_IDEMPOTENCY_KEY } from './ignores-idempotency-key.decorator';
import { parseIdempotencyKey, requestHash } from './idempotency-key';
import { IdempotencyRepository, type StoredKey } from './idempotency.repository';
import { IDEMPOTENCY, type IdempotentRequest, KeyClaim, KeyTaken } from './key-claim';

/** Seconds a retry of an operation still running should wait. */
const IN_PROGRESS_RETRY_AFTER = 2;

/**
 * Idempotent writes (issue 33; docs/api.md «Idempotent writes», Stripe's convention): a staff write that names an
 * `Idempotency-Key` is done once per caller and key. Before the handler the key is looked up:
 * - not there: the handler runs; its first transaction writes the key's row (KeyClaim, Transactions.run) and, once it
 *   has answered, the answer (status and body) is stored in that row;
 * - there for the same request with its answer: that answer again, same status and body, `Idempotent-Replayed: true`,
 *   nothing written;
 * - there for another request (method, path, query or body differ): 422;
 * - there without an answer: the first request committed and is still answering (409 «en proceso», Retry-After), or
 *   its answer was lost (the process or the database stopped between commit and storing it): 409 «ya registrada».
 * Writes without a session (login, logout) and those marked IgnoresIdempotencyKey ignore the header.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotencia');
  /**
   * A row without answer younger than this may belong to a request still answering: a row is visible once its write
   * committed and the answer follows at once, but a COMMIT still waiting when the request's deadline answered (a lock
   * held at commit) may land up to the driver's query timeout later, and its answer is stored then. Older: lost.
   */
  private readonly answeringMs: number;

  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'DATABASE_STATEMENT_TIMEOUT_MS'>,
  ) {
    const statementTimeoutMs = config.DATABASE_STATEMENT_TIMEOUT_MS;
    this.answeringMs = requestDeadlineMs(statementTimeoutMs) + clientQueryTimeoutMs(statementTimeoutMs) + 1000;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & IdempotentRequest>();
    const header = request.headers['idempotency-key'];
    if (header === undefined || isReadMethod(request.method) || !request.identity) return next.handle();
    if (this.reflector.getAllAndOverride<boolean>(IGNORES_IDEMPOTENCY_KEY, [context.getHandler(), context.getClass()])) {
      return next.handle();
    }
    const scope = currentScope();
    if (!scope) return next.handle();
    const claim = new KeyClaim(
      request.identity.usuarioId,
      parseIdempotencyKey(header),
      requestHash(request.method, request.url, request.body),
      this.keys,
    );
    // The route's status, set before the interceptors run: what a success is sent with (Nest sets it again).
    const status = context.switchToHttp().getResponse<FastifyReply>().statusCode;
    return from(this.keys.find(claim.usuarioId, claim.clave)).pipe(
      mergeMap((stored) => {
        if (stored) return this.answerAgain(stored, claim, context);
        writeTrailOf(scope).claim = claim;
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.storeSuccess(claim, status, body);
            return body;
          }),
          catchError((error: unknown) => this.afterError(error, claim, context)),
        );
      }),
    );
  }

  /** A request whose key is already there: its first answer, or why there is none (see the class). */
  private answerAgain(stored: StoredKey, claim: KeyClaim, context: ExecutionContext): Observable<unknown> {
    claim.state = 'settled';
    if (!stored.huella.equals(claim.huella)) {
      throw new UnprocessableEntityException({ success: false, message: MSG_IDEMPOTENCIA.claveDeOtraSolicitud });
    }
    if (stored.status === null || stored.body === null) {
      if (stored.ageMs >= this.answeringMs) throw new ConflictException({ success: false, message: MSG_IDEMPOTENCIA.operacionYaRegistrada });
      void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(IN_PROGRESS_RETRY_AFTER));
      throw new ConflictException({ success: false, message: MSG_IDEMPOTENCIA.operacionEnProceso, codigo: CODIGO_OPERACION_EN_PROCESO });
    }
    context.switchToHttp().getRequest<IdempotentRequest>()[IDEMPOTENCY] = { replayStatus: stored.status };
    return of(stored.body === '' ? undefined : (JSON.parse(stored.body) as unknown));
  }

  /**
   * Stores a success's answer before it is sent (awaited: a retry never finds the write without it, unless storing
   * failed). Committed in a transaction: its row gets the answer; written without one (docs/api.md lists those
   * writes): key and answer are inserted together now.
   */
  private async storeSuccess(claim: KeyClaim, status: number, body: unknown): Promise<void> {
    const state = claim.state;
    claim.state = 'settled';
    const text = storableBody(body);
    if (text === undefined) return;
    try {
      if (state === 'committed') await this.keys.storeAnswer(claim, status, text);
      else if (state === 'pending') await this.keys.insertWithAnswer(claim, status, text);
    } catch (error) {
      // The write is done and its answer goes out; a retry will hear «ya registrada».
      this.logger.warn(`No se guardó la respuesta de la clave de idempotencia: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private afterError(error: unknown, claim: KeyClaim, context: ExecutionContext): Observable<unknown> {
    if (error instanceof KeyTaken) {
      // The other request's row is committed; were it gone already (purged), it is answered as still in progress.
      return from(this.keys.find(claim.usuarioId, claim.clave)).pipe(
        mergeMap((stored) => this.answerAgain(stored ?? { huella: claim.huella, status: null, body: null, ageMs: 0 }, claim, context)),
      );
    }
    // Committed, then refused or failed: the error answer, as the filter writes it, is stored when sent (< 500).
    if (claim.state === 'committed') context.switchToHttp().getRequest<IdempotentRequest>()[IDEMPOTENCY] = { storeErrorOf: claim };
    claim.state = 'settled';
    return throwError(() => error);
  }
}

/** The JSON Fastify sends for a handler's value; undefined for what is not JSON (a file, a stream): not stored. */
function storableBody(body: unknown): string | undefined {
  if (body === undefined) return '';
  if (Buffer.isBuffer(body) || (typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe === 'function')) {
    return undefined;
  }
  return JSON.stringify(body);
}
