export const E2E_ADMIN: { usuario: string; contrasena: string };
export function startServer(options: {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  frontEnd?: boolean;
  quiet?: boolean;
  node?: string;
}): Promise<{ baseUrl: string; stop(): Promise<void> }>;

export function untilListening(
  child: import('node:child_process').ChildProcess,
  stdout: Buffer[],
  options?: { port?: number; timeoutMs?: number },
): Promise<string>;
