/**
 * Configuration, validated once at start. A wrong variable stops the server with a clear Spanish line naming it,
 * never a stack trace.
 */
import { z } from 'zod';
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours } from '@camping/contracts/business-hours';
import { defaultPoolSize } from '../database/pool-size';
import { trustProxySetting } from './trust-proxy';

/** A 0/1/true/false variable; unset or empty, `byDefault`. */
function flag(byDefault: boolean) {
  return z
    .enum(['0', '1', 'true', 'false', ''], { error: 'debe ser 0, 1, true o false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? byDefault : v === '1' || v === 'true'));
}
const booleanFlag = flag(false);

function milliseconds(min: number, max: number) {
  return z.coerce
    .number({ error: 'debe ser un número de milisegundos' })
    .int({ error: 'debe ser un número entero de milisegundos' })
    .min(min, { error: `debe estar entre ${min} y ${max}` })
    .max(max, { error: `debe estar entre ${min} y ${max}` });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'debe ser un número de puerto' })
    .int()
    .min(0, { error: 'debe estar entre 0 y 65535' })
    .max(65535, { error: 'debe estar entre 0 y 65535' })
    .default(3000),
  DATABASE_URL: z
    .string({ error: 'es obligatoria (npm start la completa con la base embebida)' })
    .refine((v) => /^postgres(ql)?:\/\//.test(v), { error: 'debe empezar con postgres:// o postgresql://' }),
  ADMIN_USER: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** Connections to PostgreSQL; by default about two per core (database/pool-size.ts). */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'debe ser un número de conexiones' })
    .int({ error: 'debe ser un número entero de conexiones' })
    .min(1, { error: 'debe estar entre 1 y 100' })
    .max(100, { error: 'debe estar entre 1 y 100' })
    .default(defaultPoolSize),
  /** Milliseconds a call waits for a free connection (or a new one) before answering 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: milliseconds(100, 60_000).default(5000),
  /** Milliseconds one SQL statement may run (or wait for a lock) before PostgreSQL cancels it and the call answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000).default(15_000),
  BUSINESS_NAME: z.string().default('Camping y Cabañas'),
  BUSINESS_PHONE: z.string().default('+54 9 266 400-0000'),
  BUSINESS_EMAIL: z.string().default('reservas@camping-sanluis.com.ar'),
  BUSINESS_ADDRESS: z.string().default('Ruta Provincial 1, San Luis, Argentina'),
  BUSINESS_MAP_URL: z.string().optional(),
  /** Reception hours in America/Argentina/San_Luis (the chat bubble's «En línea»); as the contact page says. */
  BUSINESS_HOURS: z
    .string()
    .default(DEFAULT_BUSINESS_HOURS)
    .refine((v) => parseBusinessHours(v) !== null, { error: `debe ser HH:MM-HH:MM, por ejemplo ${DEFAULT_BUSINESS_HOURS}` }),
  DEMO_DATA: booleanFlag,
  /** Serve the remotes from their dev servers (npm run dev). */
  REMOTES_DEV: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies in front (addresses, CIDRs or loopback/linklocal/uniquelocal, comma-separated): X-Forwarded-* are
   * read only from them. Unset, 0 or false: none. `1` (trust whoever calls) is refused (config/trust-proxy.ts).
   */
  TRUST_PROXY: trustProxySetting,
  /**
   * The site's origins, comma-separated (`https://camping.com.ar,https://www.camping.com.ar`): a call that changes
   * something from a page of any other origin is refused. Unset: the origin the request was sent to (http/same-origin.ts).
   */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const origins = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
      const parsed: string[] = [];
      for (const origin of origins) {
        const url = URL.canParse(origin) ? new URL(origin) : null;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" no es un origen (https://dominio[:puerto], sin ruta)` });
          return z.NEVER;
        }
        parsed.push(url.origin);
      }
      return parsed;
    }),
  /**
   * Keep the hot reads' answers per replica, checked against the data's version on every call (docs/api.md). On by
   * default; 0 computes every call (benchmarks that compare with a server keeping nothing, or ruling the cache out).
   */
  KEPT_ANSWERS: flag(true),
  /** Serve the bundles' source maps (.map) to anyone; off by default: they show the admin screens' source. */
  SERVE_SOURCE_MAPS: booleanFlag,
  /**
   * Let imported iCal calendars live at loopback or private addresses (docs/channels.md). Off by default, so a
   * calendar URL cannot probe the server's own network; the tests turn it on for their local feed server.
   */
  ICAL_ALLOW_PRIVATE_URLS: booleanFlag,
  /** Where the built front-ends live (defaults to the monorepo's dist folders). */
  STATIC_ROOT: z.string().optional(),
});

export type AppConfig = z.output<typeof envSchema> & { remoteOverrides: Record<string, string> };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const remoteOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_(MF_[A-Z_]+)_URL$/.exec(key);
    if (match && value) remoteOverrides[match[1].toLowerCase().replace(/_/g, '-')] = value;
  }
  return { ...parsed.data, remoteOverrides };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
