/**
 * A list of flat records checked field by field with the types of the zod object schema that describes them, in
 * plain JavaScript. In the browser zod runs without its compiled parsers (our CSP forbids eval, common.ts), and
 * there, cold as a fresh page's code always is, it spent ~30-35 ms on a 2,000-reservation window plus the garbage of
 * the copies it makes (docs/calendar.md, Planilla). This check takes ~3 ms cold, gives the same yes or no as zod for
 * the field types it knows (string, number, safe integer, boolean, enum, nullable, optional) and answers the rows
 * themselves, so a row keeps fields the schema does not name. A schema with anything else (a refinement, a default,
 * a transform, a nested object) is parsed by zod as before: the check is never weaker than the schema.
 */
import { z } from 'zod';

/** What this file reads of a zod schema's definition (zod v4's `_zod.def`). */
interface Definition {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: { check: string; format?: string } } }>;
  innerType?: z.core.$ZodType;
  entries?: Record<string, unknown>;
}

// The kinds of field checked here. The rows are checked by one loop over these columns, not by a function per field:
// the page's code runs cold (a fresh page each time), and there 58,000 small calls cost ~15 ms, the loop ~2 ms.
const TEXT = 0;
const NUMBER = 1;
const INTEGER = 2;
const BOOLEAN = 3;
const CHOICE = 4;

interface FieldRule {
  kind: number;
  nullable: boolean;
  optional: boolean;
  choices: ReadonlySet<unknown> | null;
}

/** The rule of one field, or null when zod must decide (checks, defaults, transforms, nested schemas...). */
function fieldRule(schema: z.core.$ZodType, nullable = false, optional = false): FieldRule | null {
  const def = schema._zod.def as unknown as Definition;
  const checks = def.checks ?? [];
  const rule = (kind: number, choices: ReadonlySet<unknown> | null = null): FieldRule => ({ kind, nullable, optional, choices });
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return def.innerType ? fieldRule(def.innerType, nullable || def.type === 'nullable', optional || def.type === 'optional') : null;
    case 'string':
      return checks.length ? null : rule(TEXT);
    case 'boolean':
      return checks.length ? null : rule(BOOLEAN);
    case 'enum':
      return checks.length ? null : rule(CHOICE, new Set(Object.values(def.entries ?? {})));
    case 'number': {
      if (checks.length === 0) return rule(NUMBER);
      // z.number().int() is one check: the safe-integer format.
      const only = checks.length === 1 ? checks[0]._zod.def : null;
      return only?.check === 'number_format' && only.format === 'safeint' ? rule(INTEGER) : null;
    }
    default:
      return null;
  }
}

/** Whether every field of the schema has a plain check (else the list is parsed by zod). */
export function hasFlatCheck(row: z.ZodObject): boolean {
  return Object.values(row.shape).every((field) => fieldRule(field) !== null);
}

/**
 * `z.array(row)` for answers of many rows: the same rows accepted and refused, checked without zod's per-field cost
 * when every field is a plain type (see above), and the answer's own rows given back.
 */
export function flatListSchema<T extends z.ZodObject>(row: T): z.ZodType<Array<z.output<T>>> {
  const entries = Object.entries(row.shape).map(([key, field]) => ({ key, rule: fieldRule(field) }));
  if (entries.some((e) => e.rule === null)) return z.array(row);
  const keys = entries.map((e) => e.key);
  const rules = entries.map((e) => e.rule as FieldRule);
  const isRow = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    for (let i = 0; i < keys.length; i++) {
      const v = record[keys[i]];
      const rule = rules[i];
      if (v === null) {
        if (rule.nullable) continue;
        return false;
      }
      if (v === undefined) {
        if (rule.optional) continue;
        return false;
      }
      switch (rule.kind) {
        case TEXT:
          if (typeof v !== 'string') return false;
          break;
        case NUMBER:
          if (typeof v !== 'number' || !Number.isFinite(v)) return false;
          break;
        case INTEGER:
          if (!Number.isSafeInteger(v)) return false;
          break;
        case BOOLEAN:
          if (typeof v !== 'boolean') return false;
          break;
        default:
          if (!rule.choices?.has(v)) return false;
      }
    }
    return true;
  };
  const isList = (data: unknown): boolean => {
    if (!Array.isArray(data)) return false;
    for (let i = 0; i < data.length; i++) if (!isRow(data[i])) return false;
    return true;
  };
  return z.custom<Array<z.output<T>>>(isList);
}
