/** Test data made through the API itself (or, for the past, straight into the database), with dates around today. */
import type { DataSource } from 'typeorm';
import type request from 'supertest';
import supertest from 'supertest';
import { createOrResetUser } from '../../src/cli/create-user';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { startTestApp, type TestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

/** A day relative to today in the complex's zone. */
export const day = (offset: number) => addDaysIso(todayIso(), offset);

let sequence = 0;
/** A documento no other test uses. */
export function nuevoDocumento(): string {
  sequence += 1;
  return `${40_000_000 + (process.pid % 1000) * 1000 + sequence}`;
}

export async function crearCliente(agent: Agent, overrides: Record<string, unknown> = {}) {
  const res = await agent
    .post('/api/endpoints/clientes')
    .send({ nombre: 'Ana', apellido: 'Pérez', documento: nuevoDocumento(), telefono: '2664123456', ...overrides })
    .expect(201);
  return res.body.cliente as { id: number; documento: string; nombre: string; apellido: string };
}

/** The ids of the units of a type, by number. */
export async function unidades(dataSource: DataSource, tipo: number): Promise<Map<number, { id: number; capacidad: number }>> {
  const rows: Array<{ id: number; numero: number; capacidad: number }> = await dataSource.query(
    `SELECT id, numero, capacidad FROM hospedajes WHERE tipo_hospedaje_id = $1 ORDER BY numero`,
    [tipo],
  );
  return new Map(rows.map((r) => [r.numero, { id: r.id, capacidad: r.capacidad }]));
}

/** A reservation written straight into the table: the only way to have stays in the past. */
export async function insertarReserva(
  dataSource: DataSource,
  r: {
    cliente_id: number;
    hospedaje_id?: number | null;
    tipo_hospedaje_id: number;
    fecha_entrada: string;
    fecha_salida: string;
    cantidad_personas?: number;
    monto_total?: number;
    estado?: string;
    metodo_pago?: string;
    observaciones?: string | null;
  },
): Promise<number> {
  const [{ id }] = await dataSource.query(
    `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas,
       monto_total, estado, metodo_pago, observaciones)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      r.cliente_id,
      r.hospedaje_id ?? null,
      r.tipo_hospedaje_id,
      r.fecha_entrada,
      r.fecha_salida,
      r.cantidad_personas ?? 2,
      r.monto_total ?? 1000,
      r.estado ?? 'activa',
      r.metodo_pago ?? 'efectivo',
      r.observaciones ?? null,
    ],
  );
  return id;
}

export async function contar(dataSource: DataSource, table: 'clientes' | 'reservas' | 'precios'): Promise<number> {
  const [{ total }] = await dataSource.query(`SELECT count(*)::int AS total FROM ${table}`);
  return total;
}

export type Unidades = Map<number, { id: number; capacidad: number }>;

/** The app, an admin session and the cabins and dormis by number: what a suite about reservations starts with. */
export async function iniciarSuite(env: Record<string, string> = {}): Promise<{ t: TestApp; agent: Agent; cabanas: Unidades; dormis: Unidades }> {
  const t = await startTestApp(env);
  const agent = await t.loginAgent();
  return { t, agent, cabanas: await unidades(t.dataSource, 1), dormis: await unidades(t.dataSource, 2) };
}

/** A reception account (made as the CLI makes it, so its password is not temporary) and an agent logged in as it. */
export async function agenteRecepcion(t: TestApp, usuario = 'maria'): Promise<Agent> {
  const contrasena = 'clave-de-recepcion-7';
  await createOrResetUser(t.dataSource, { usuario, rol: 'recepcion', contrasena });
  const agent = supertest.agent(t.app.getHttpServer());
  await agent.post('/api/auth/login').send({ usuario, contrasena }).expect(200);
  return agent;
}
