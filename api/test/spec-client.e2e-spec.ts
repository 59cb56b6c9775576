/**
 * The contract with the spec's external front end: every request of contract/spec-client-requests.ts, sent as that
 * client sends it, in order, against the real server and database, must answer the status and the shape the client
 * reads.
 */
import { day, iniciarSuite, type Agent } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';
import { SPEC_CLIENT_REQUESTS, type SpecClientContext } from './contract/spec-client-requests';

describe('the spec client contract (section 7 and issue 13)', () => {
  let t: TestApp;
  let agent: Agent;
  let ctx: SpecClientContext;

  beforeAll(async () => {
    const suite = await iniciarSuite();
    ({ t, agent } = suite);
    await resetBusinessData(t.dataSource);
    const [{ id: precioId, precio }] = await t.dataSource.query(
      `SELECT id, precio::float AS precio FROM precios WHERE tipo_tabla = 'hospedaje' AND tipo_hospedaje_id = 1 AND cantidad_personas = 4 AND metodo_pago = 'efectivo'`,
    );
    const byNumber = (u: Map<number, { id: number }>) => new Map([...u].map(([numero, unidad]) => [numero, unidad.id]));
    ctx = { entrada: day(20), salida: day(23), cabanas: byNumber(suite.cabanas), dormis: byNumber(suite.dormis), precioId, precio };
  });
  afterAll(() => t.close());

  for (const request of SPEC_CLIENT_REQUESTS) {
    it(request.name, async () => {
      const path = request.path(ctx);
      const method = request.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      let call = agent[method](path).set(request.headers);
      if (request.body) call = call.send(JSON.stringify(request.body(ctx)));
      const res = await call;
      expect({ status: res.status, path }).toEqual({ status: request.status, path });
      const parsed = request.answer.safeParse(res.body);
      if (!parsed.success) throw new Error(`${path}: ${JSON.stringify(parsed.error.issues)}\n${JSON.stringify(res.body).slice(0, 500)}`);
      request.save?.(res.body, ctx);
    });
  }
});
