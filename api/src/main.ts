import 'reflect-metadata';
import { Client } from 'pg';
import { createApp } from './app.factory';
import { startBanner } from './start-banner';
import { AdminBootstrapService } from './auth/admin-bootstrap.service';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  await checkDatabase(config.DATABASE_URL);
  const app = await createApp(config);
  await app.listen(config.PORT, '0.0.0.0');
  const url = await app.getUrl();
  const port = new URL(url.replace('[::1]', 'localhost')).port;
  const lines = [`  Sitio y administración: http://localhost:${port}`, `  API (OpenAPI): http://localhost:${port}/api/docs`];
  const password = app.get(AdminBootstrapService).generatedPassword;
  if (password) {
    // Printed on stdout on purpose: the only time this password exists in clear text (only its hash is stored).
    lines.push(
      '',
      `  Usuario administrador creado: ${config.ADMIN_USER}`,
      `  Contraseña generada: ${password}`,
      '  (Guárdela: no se volverá a mostrar. Se cambia en la aplicación: «Cambiar contraseña», en la barra de administración.)',
    );
  }
  // Last (the start's log lines are written synchronously, app.module.ts) and framed: the generated password must
  // not scroll away among the start's JSON lines (Nest's own, ~140 of them, are at debug: logging/pino-logger.ts).
  process.stdout.write(startBanner(lines));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if ((error as { code?: string })?.code === 'EADDRINUSE') {
    process.stderr.write(`El puerto ${process.env.PORT ?? 3000} ya está en uso. Cierre el otro proceso o use PORT=otro.\n`);
  } else if (isConnectionError(error)) {
    process.stderr.write(
      `No se pudo conectar a PostgreSQL (${(error as Error).message}). Revise DATABASE_URL o quítela para usar la base embebida.\n`,
    );
  } else {
    process.stderr.write(`No se pudo iniciar el servidor: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '28P01', '3D000', '28000'].includes(code ?? '');
}

/** Fails fast, in one clear line, when PostgreSQL is unreachable or the database does not exist. */
async function checkDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}
