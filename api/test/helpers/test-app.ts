/**
 * The real server stack (createApp) on the test database, driven by supertest. Every e2e spec starts one.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, initApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';

export const TEST_ADMIN = { usuario: 'admin', contrasena: 'clave-de-prueba-123' };

export interface TestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  /** A supertest agent holding an admin session cookie. */
  loginAgent: () => Promise<ReturnType<typeof request.agent>>;
  dataSource: DataSource;
  close: () => Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL no está definida: la fija test/global-setup.js');
  const config = loadConfig({
    DATABASE_URL: url,
    ADMIN_USER: TEST_ADMIN.usuario,
    ADMIN_PASSWORD: TEST_ADMIN.contrasena,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...env,
  });
  const app = await createApp(config, { abortOnError: false });
  await initApp(app);
  const server = app.getHttpServer();
  return {
    app,
    http: () => request(server),
    loginAgent: async () => {
      const agent = request.agent(server);
      await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
      return agent;
    },
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}

/** Empties the tables tests write to; reference data (types, units, prices) stays. */
export async function resetData(dataSource: DataSource): Promise<void> {
  await dataSource.query('TRUNCATE reservas, clientes, sesiones, limites RESTART IDENTITY CASCADE');
}

/** Empties clients and reservations but keeps sessions, so a suite logs in once (password hashing is slow on purpose). */
export async function resetBusinessData(dataSource: DataSource): Promise<void> {
  await dataSource.query('TRUNCATE reservas, clientes RESTART IDENTITY CASCADE');
}
