import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { defaultPoolSize } from './pool-size';

/** TypeORM over pg. Migrations run at start; `synchronize` is never on. */
export function typeormOptions(url: string, entities: DataSourceOptions['entities'], poolSize = defaultPoolSize()): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Expected refusals (a clash, a duplicate) are answered as 4xx; real failures are logged by the error filter.
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
