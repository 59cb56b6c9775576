import type { ValueTransformer } from 'typeorm';

/** PostgreSQL `numeric` arrives as text (exact); the API sends money as JSON numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};
