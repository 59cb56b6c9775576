import { MSG } from '@camping/contracts/messages';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

type Call = [method: 'get' | 'post' | 'put' | 'delete', path: string, body: Record<string, unknown>];

/** Every call only an administrator may make (docs/staff.md): prices, settings, deletions, reports, history, users. */
const SOLO_ADMIN: Call[] = [
  ['put', '/api/endpoints/hospedajes', { id: 1, precio: 1 }],
  ['put', '/api/endpoints/hospedajes.php', { id: 1, precio: 1 }],
  ['put', '/api/endpoints/configuracion', { horas_prereserva: 12 }],
  ['put', '/api/endpoints/configuracion.php', { horas_prereserva: 12 }],
  ['post', '/api/endpoints/canales/regenerar', { hospedaje_id: 1 }],
  ['delete', '/api/endpoints/reservas?id=1', {}],
  ['delete', '/api/endpoints/reservas.php?id=1', {}],
  ['delete', '/api/endpoints/clientes?id=1', {}],
  ['delete', '/api/endpoints/clientes.php?id=1', {}],
  ['get', '/api/endpoints/reservas?reportes_ingresos', {}],
  ['get', '/api/endpoints/reservas.php?reportes_ingresos', {}],
  ['get', '/api/endpoints/reservas?reportes_temporadas&fecha_inicio=2027-01-01&fecha_fin=2027-01-31', {}],
  ['get', '/api/endpoints/reservas?ingresos_mensuales', {}],
  ['get', '/api/endpoints/pagos?reporte_cobros', {}],
  ['get', '/api/endpoints/pagos?cobros_mensuales', {}],
  ['get', '/api/endpoints/historial?page=1', {}],
  ['get', '/api/endpoints/historial?entidad=cliente&entidad_id=1', {}],
  ['get', '/api/endpoints/usuarios', {}],
  ['get', '/api/endpoints/usuarios.php', {}],
  ['post', '/api/endpoints/usuarios', { usuario: 'nuevo', rol: 'admin' }],
  ['put', '/api/endpoints/usuarios', { id: 1, activo: false }],
  ['post', '/api/endpoints/usuarios/restablecer', { id: 1 }],
  ['post', '/api/endpoints/caja/reabrir', { id: 1, motivo: 'Recontar' }],
];

describe('roles admin and recepcion (issue 17, real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let recepcion: Agent;
  let cabanas: Unidades;

  beforeAll(async () => {
    ({ t, agent: admin, cabanas } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'maria');
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it.each(SOLO_ADMIN)('refuses %s %s to reception with a Spanish 403, changing nothing', async (method, path, body) => {
    const before = await t.dataSource.query(`SELECT (SELECT count(*) FROM historial) AS h, (SELECT count(*) FROM usuarios) AS u`);
    const res = await recepcion[method](path).send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
    expect(await t.dataSource.query(`SELECT (SELECT count(*) FROM historial) AS h, (SELECT count(*) FROM usuarios) AS u`)).toEqual(before);
  });

  it('lets an administrator through every one of those calls (no 403)', async () => {
    for (const [method, path, body] of SOLO_ADMIN.filter(([m]) => m === 'get')) {
      const res = await admin[method](path).send(body);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('lets reception book, edit, take payments, quick-book, read settings, prices, channels and a reservation history', async () => {
    const cliente = await crearCliente(recepcion);
    await recepcion.put(`/api/endpoints/clientes?id=${cliente.id}`).send({ ...cliente, telefono: '2664555666' }).expect(200);
    const reserva = await recepcion
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(3)!.id,
        fecha_entrada: day(2),
        fecha_salida: day(4),
        cantidad_personas: 2,
        monto_total: 92000,
      })
      .expect(201);
    const id = reserva.body.id;
    await recepcion.put('/api/endpoints/reservas').send({ id, cantidad_personas: 3 }).expect(200);
    await recepcion.post('/api/endpoints/pagos').send({ reserva_id: id, monto: 10000, metodo_pago: 'efectivo' }).expect(201);
    await recepcion.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`).expect(200);
    await recepcion.get(`/api/endpoints/reservas?ocupacion&fecha_inicio=${day(0)}&fecha_fin=${day(7)}`).expect(200);
    await recepcion.get('/api/endpoints/configuracion').expect(200);
    await recepcion.get('/api/endpoints/hospedajes?todos_precios').expect(200);
    await recepcion.get('/api/endpoints/canales').expect(200);
    await recepcion.get('/api/endpoints/reservas?page=1').expect(200);
  });

  it('migrated the old staff role: the database accepts only admin and recepcion', async () => {
    await expect(
      t.dataSource.query(`INSERT INTO usuarios (usuario, password_hash, rol) VALUES ('viejo', 'x', 'staff')`),
    ).rejects.toThrow(/usuarios_rol_check/);
  });
});
