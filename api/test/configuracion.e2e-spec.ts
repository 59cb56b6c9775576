import { CBU_MSG } from '@camping/contracts/cbu';
import { MSG } from '@camping/contracts/messages';
import { ALIAS_MSG, WHATSAPP_NEGOCIO_MSG } from '@camping/contracts/schemas/configuracion';
import { createOrResetUser } from '../src/cli/create-user';
import { type Agent } from './helpers/fixtures';
import { startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/configuracion';
const CBU = '2850590940090418135201';

/** Configuración (issue 16): read by any session, changed by admins, validated, with who and when. */
describe('configuración (real database)', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
  });
  beforeEach(() =>
    t.dataSource.query(
      `UPDATE configuracion SET sena_porcentaje = 30, horas_prereserva = 24, alias_bancario = NULL, cbu = NULL,
         titular_cuenta = NULL, whatsapp_negocio = NULL, minutos_sincronizacion = 15, updated_by = NULL`,
    ),
  );
  afterAll(() => t.close());

  it('starts with a 30 % seña, 24-hour holds and no bank details', async () => {
    const res = await agent.get(`${URL}.php?_t=1`).expect(200);
    expect(res.body).toEqual({
      success: true,
      configuracion: {
        sena_porcentaje: 30,
        horas_prereserva: 24,
        alias_bancario: null,
        cbu: null,
        titular_cuenta: null,
        whatsapp_negocio: null,
        minutos_sincronizacion: 15,
        cancelacion_dinero: 'conservar',
        salida_anticipada_cobro: 'estadia_completa',
        checkin_huespedes: 'titular',
        checkin_datos: ['documento'],
        actualizado_el: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        actualizado_por: null,
      },
    });
  });

  it('changes the fields sent and records who did it and when', async () => {
    const antes = Date.now();
    const res = await agent
      .put(URL)
      .send({ sena_porcentaje: 40, alias_bancario: ' camping.sanluis ', cbu: '2850-5909 4009 0418 1352 01', titular_cuenta: 'Camping SRL', whatsapp_negocio: '(0266) 15 444-1234' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: MSG.configuracionActualizada,
      configuracion: expect.objectContaining({
        sena_porcentaje: 40,
        horas_prereserva: 24,
        alias_bancario: 'camping.sanluis',
        cbu: CBU,
        titular_cuenta: 'Camping SRL',
        whatsapp_negocio: '(0266) 15 444-1234',
        actualizado_por: TEST_ADMIN.usuario,
      }),
    });
    expect(new Date(res.body.configuracion.actualizado_el).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    // A blank bank field clears it; the rest stays.
    const borrado = await agent.put(URL).send({ titular_cuenta: '' }).expect(200);
    expect(borrado.body.configuracion).toMatchObject({ titular_cuenta: null, cbu: CBU, sena_porcentaje: 40 });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ sena_porcentaje: 101 }, 'Seña (%): como máximo 100'],
    [{ sena_porcentaje: -1 }, 'Seña (%): como mínimo 0'],
    [{ horas_prereserva: 0 }, 'Duración de la pre-reserva (horas): como mínimo 1'],
    [{ horas_prereserva: 1.5 }, 'Duración de la pre-reserva (horas): ingrese un número entero, sin decimales'],
    [{ cbu: '12345' }, CBU_MSG.longitud],
    [{ cbu: '2850590940090418135202' }, CBU_MSG.verificador],
    [{ alias_bancario: 'mi alias' }, ALIAS_MSG],
    [{ whatsapp_negocio: '444-1234' }, WHATSAPP_NEGOCIO_MSG],
    [{ titular_cuenta: 'x'.repeat(101) }, 'Titular: como máximo 100 caracteres'],
    [{ minutos_sincronizacion: 4 }, 'Sincronización de calendarios (minutos): como mínimo 5'],
    [{ minutos_sincronizacion: 1441 }, 'Sincronización de calendarios (minutos): como máximo 1440'],
    [{ color: 'verde' }, 'El campo color no es un campo de la configuración'],
    [{}, MSG.configuracionVacia],
  ])('refuses %p in Spanish and changes nothing', async (body, message) => {
    const res = await agent.put(URL).send(body).expect(400);
    expect(res.body).toEqual({ success: false, message, error: true });
    const [{ updated_by }] = await t.dataSource.query(`SELECT updated_by FROM configuracion`);
    expect(updated_by).toBeNull();
  });

  it('lets staff read but only admins change it; without a session neither', async () => {
    await createOrResetUser(t.dataSource, { usuario: 'recepcion', rol: 'recepcion', contrasena: 'clave-de-recepcion' });
    const staff = t.http();
    const login = await staff.post('/api/auth/login').send({ usuario: 'recepcion', contrasena: 'clave-de-recepcion' }).expect(200);
    const cookie = login.headers['set-cookie'];
    await t.http().get(URL).set('Cookie', cookie).expect(200);
    const res = await t.http().put(URL).set('Cookie', cookie).send({ sena_porcentaje: 50 }).expect(403);
    expect(res.body).toEqual({ success: false, message: MSG.sinPermiso, error: true });
    expect((await t.http().get(URL).expect(401)).body.message).toBe(MSG.noAutorizado);
  });
});
