import request from 'supertest';
import { MSG } from '@camping/contracts/messages';
import { usuarioConTemporalSchema, usuariosListaSchema } from '@camping/contracts/schemas/usuario';
import { iniciarSuite, type Agent } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

const URL = '/api/endpoints/usuarios';

describe('«Usuarios»: staff accounts (issue 17, real database)', () => {
  let t: TestApp;
  let admin: Agent;

  const login = async (usuario: string, contrasena: string) => {
    const agent = request.agent(t.app.getHttpServer());
    const res = await agent.post('/api/auth/login').send({ usuario, contrasena });
    return { agent, res };
  };

  beforeAll(async () => {
    ({ t, agent: admin } = await iniciarSuite());
  });
  afterAll(() => t.close());

  it('creates an account with a temporary password that must be changed before anything else', async () => {
    const created = usuarioConTemporalSchema.parse((await admin.post(URL).send({ usuario: 'lucia', rol: 'recepcion' }).expect(201)).body);
    expect(created.usuario).toMatchObject({ usuario: 'lucia', rol: 'recepcion', activo: true, debe_cambiar_contrasena: true });
    expect(created.contrasena_temporal).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const { agent, res } = await login('lucia', created.contrasena_temporal);
    expect(res.status).toBe(200);
    expect(res.body.usuario).toEqual({ usuario: 'lucia', rol: 'recepcion', debe_cambiar_contrasena: true });
    const blocked = await agent.get('/api/endpoints/reservas?page=1').expect(403);
    expect(blocked.body.message).toBe(MSG.debeCambiarContrasena);
    expect((await agent.get('/api/auth/me').expect(200)).body.usuario.debe_cambiar_contrasena).toBe(true);

    const cambiar = (contrasena_actual: string, contrasena_nueva: string) =>
      agent.post('/api/auth/contrasena').send({ contrasena_actual, contrasena_nueva });
    expect((await cambiar('otra-cosa-123', 'mate con tortas fritas').expect(400)).body.message).toBe(MSG.contrasenaActualIncorrecta);
    expect((await cambiar(created.contrasena_temporal, 'corta').expect(400)).body.message).toBe(
      'La contraseña nueva debe tener al menos 8 caracteres',
    );
    expect((await cambiar(created.contrasena_temporal, 'Password123').expect(400)).body.message).toBe(MSG.contrasenaComun);
    expect((await cambiar(created.contrasena_temporal, 'lucia2026').expect(400)).body.message).toBe(MSG.contrasenaComun);
    const ok = await cambiar(created.contrasena_temporal, 'mate con tortas fritas').expect(200);
    expect(ok.body).toMatchObject({ success: true, message: MSG.contrasenaCambiada, usuario: { debe_cambiar_contrasena: false } });
    await agent.get('/api/endpoints/reservas?page=1').expect(200);
    expect((await login('lucia', created.contrasena_temporal)).res.status).toBe(401);
    expect((await login('lucia', 'mate con tortas fritas')).res.body.usuario.debe_cambiar_contrasena).toBe(false);
  });

  it('lists accounts without passwords and refuses duplicates and bad names in Spanish', async () => {
    await admin.post(URL).send({ usuario: 'duplicado', rol: 'admin' }).expect(201);
    expect((await admin.post(URL).send({ usuario: 'duplicado', rol: 'recepcion' }).expect(409)).body.message).toBe(MSG.usuarioDuplicado);
    expect((await admin.post(URL).send({ usuario: 'Con Espacios', rol: 'recepcion' }).expect(400)).body.message).toBe(
      'El usuario solo puede tener minúsculas, números, punto, guion y guion bajo',
    );
    expect((await admin.post(URL).send({ usuario: 'otro', rol: 'jefe' }).expect(400)).body.message).toBe('El rol debe ser admin, recepcion o limpieza');
    const lista = usuariosListaSchema.parse((await admin.get(URL).expect(200)).body);
    expect(lista.usuarios.map((u) => u.usuario)).toEqual(expect.arrayContaining(['admin', 'duplicado']));
    expect(JSON.stringify(lista)).not.toMatch(/argon2|password/);
  });

  it('disabling ends the sessions at once (in PostgreSQL, so on every replica); re-enabling lets them log in again', async () => {
    const { usuario, contrasena_temporal } = usuarioConTemporalSchema.parse(
      (await admin.post(URL).send({ usuario: 'turno-tarde', rol: 'recepcion' }).expect(201)).body,
    );
    const { agent } = await login('turno-tarde', contrasena_temporal);
    await agent.post('/api/auth/contrasena').send({ contrasena_actual: contrasena_temporal, contrasena_nueva: 'sierras de san luis' }).expect(200);
    await agent.get('/api/endpoints/reservas?page=1').expect(200);

    const off = await admin.put(URL).send({ id: usuario.id, activo: false }).expect(200);
    expect(off.body.usuario.activo).toBe(false);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM sesiones WHERE usuario_id = $1`, [usuario.id]);
    expect(n).toBe(0);
    await agent.get('/api/endpoints/reservas?page=1').expect(401);
    expect((await login('turno-tarde', 'sierras de san luis')).res.status).toBe(401);

    await admin.put(URL).send({ id: usuario.id, activo: true }).expect(200);
    expect((await login('turno-tarde', 'sierras de san luis')).res.status).toBe(200);
  });

  it('a reset gives a new temporary password and ends the old sessions', async () => {
    const { usuario, contrasena_temporal } = usuarioConTemporalSchema.parse(
      (await admin.post(URL).send({ usuario: 'olvidadiza', rol: 'recepcion' }).expect(201)).body,
    );
    const { agent } = await login('olvidadiza', contrasena_temporal);
    const reset = usuarioConTemporalSchema.parse((await admin.post(`${URL}/restablecer`).send({ id: usuario.id }).expect(200)).body);
    expect(reset.contrasena_temporal).not.toBe(contrasena_temporal);
    expect(reset.message).toBe(MSG.contrasenaRestablecida);
    await agent.get('/api/auth/me').expect(401);
    expect((await login('olvidadiza', reset.contrasena_temporal)).res.body.usuario.debe_cambiar_contrasena).toBe(true);
    await admin.post(`${URL}/restablecer`).send({ id: 999999 }).expect(404);
  });

  it('nobody disables or demotes themselves or the last administrator', async () => {
    const [{ id }] = await t.dataSource.query(`SELECT id FROM usuarios WHERE usuario = 'admin'`);
    for (const body of [{ id, activo: false }, { id, rol: 'recepcion' }]) {
      expect((await admin.put(URL).send(body).expect(400)).body.message).toBe(MSG.noCambiarseASiMismo);
    }
    expect((await admin.put(URL).send({ id }).expect(400)).body.message).toBe('Indique activo o rol');
    await admin.get('/api/auth/me').expect(200);
  });

  it('records account changes in the history with the administrator, never a password hash', async () => {
    const rows: Array<{ usuario: string; accion: string; antes: unknown; despues: unknown }> = await t.dataSource.query(
      `SELECT usuario, accion, antes, despues FROM historial WHERE entidad = 'usuario' AND (despues ->> 'usuario' = 'turno-tarde' OR entidad_id = (SELECT id FROM usuarios WHERE usuario = 'turno-tarde')) ORDER BY id`,
    );
    expect(rows.map((r) => [r.usuario, r.accion])).toEqual([
      ['admin', 'create'],
      ['turno-tarde', 'update'],
      ['admin', 'update'],
      ['admin', 'update'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('password_hash');
  });
});
