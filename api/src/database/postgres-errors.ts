/** SQLSTATE codes the API turns into user-facing answers instead of a 500. */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * An `ON DELETE RESTRICT` reference refusing a delete. Inside an explicit transaction (every audited write runs in one)
 * PostgreSQL may name the RESTRICT setting (23001) instead of the plain foreign-key violation (23503).
 */
export const PG_RESTRICT_VIOLATION = '23001';

/** Either refusal of a delete by a row that still references it. */
export function isReferencedRowError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}
export const PG_CHECK_VIOLATION = '23514';

export function pgErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The name of the constraint PostgreSQL names in its refusal, to tell two refusals of one kind apart. */
export function pgConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const name = candidate?.driverError?.constraint ?? candidate?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** The DETAIL of PostgreSQL's refusal: what a trigger's own refusal adds (the least a stay's discount can be, issue 32). */
export function pgDetail(error: unknown): string | undefined {
  const candidate = error as { detail?: unknown; driverError?: { detail?: unknown } };
  const detail = candidate?.driverError?.detail ?? candidate?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

/** SQLSTATE of a number too large for its column: a stay's total above numeric(12,2) (issue 32). */
export const PG_NUMERIC_OVERFLOW = '22003';

/** The exclusion constraint between stays and blocks (migration 1764200000004): a stay on a blocked night. */
export const PG_CONSTRAINT_ESTADIA_BLOQUEO = 'ocupaciones_estadia_bloqueo';
