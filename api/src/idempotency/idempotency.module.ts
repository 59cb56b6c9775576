import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyPurge } from './idempotency-purge';
import { IdempotencyRepository } from './idempotency.repository';

/** Idempotent writes (docs/api.md): the interceptor on every route, the key rows' repository and their purge. */
@Module({
  providers: [IdempotencyRepository, IdempotencyPurge, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
  exports: [IdempotencyRepository],
})
export class IdempotencyModule {}
