import { availableParallelism } from 'node:os';

/**
 * Connections the API keeps to PostgreSQL when DATABASE_POOL_SIZE is unset: about two per core. More connections
 * than the cores can run only make PostgreSQL's processes take turns, which stretches every answer: on the 2-core
 * machine the benchmark's availability call went from 2,059 to 2,896 req/s and its p99 from 29 to 22 ms when the
 * pool went from 20 to 6 (docs/api.md, Benchmark). Calls beyond the pool wait in line in the API, in order.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(20, Math.max(4, cores * 2 + 2));
}
