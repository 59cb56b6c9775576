export const ROOT: string;
export function freePort(): Promise<number>;
export function withDatabase(url: string, database: string): string;
export function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<{ adminUrl: string; stop(): Promise<void>; reused: boolean }>;
export function ensureDatabase(adminUrl: string, name: string): Promise<string>;
export function recreateDatabase(adminUrl: string, name: string): Promise<string>;
export function dropDatabase(adminUrl: string, name: string): Promise<void>;
export function provisionTestDatabases(
  prefix: string,
  count: number,
  log?: (message: string) => void,
): Promise<{ urls: string[]; release(): Promise<void> }>;
export function provisionTestDatabase(prefix: string, log?: (message: string) => void): Promise<{ url: string; release(): Promise<void> }>;
export function redact(url: string): string;
