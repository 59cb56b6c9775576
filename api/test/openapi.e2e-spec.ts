import { MSG } from '@camping/contracts/messages';
import { CLIENTES_GET_VARIANTS } from '../src/clientes/clientes-queries';
import type { QueryVariant } from '../src/common/query-variants';
import { HOSPEDAJES_GET_VARIANTS } from '../src/hospedajes/hospedajes-queries';
import { RESERVAS_GET_VARIANTS } from '../src/reservas/reservas-queries';
import type { Agent } from './helpers/fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
}

describe('OpenAPI description and unknown calls', () => {
  let t: TestApp;
  let agent: Agent;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await t.loginAgent();
    paths = (await t.http().get('/api/docs-json').expect(200)).body.paths;
  });
  afterAll(() => t.close());

  it.each([
    ['/api/endpoints/clientes', 'get', 'clientes', ['page', 'page_size', 'sort', 'search', 'id', '_t']],
    ['/api/endpoints/clientes', 'post', 'clientes', []],
    ['/api/endpoints/clientes', 'put', 'clientes', ['id']],
    ['/api/endpoints/clientes', 'delete', 'clientes', ['id']],
    [
      '/api/endpoints/reservas',
      'get',
      'reservas',
      ['page', 'page_size', 'sort', 'prereservas', 'llegadas', 'reportes_ingresos', 'reportes_temporadas', 'ingresos_mensuales', 'meses', 'ocupacion', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje', 'desde', 'hasta', 'id', 'cliente_id', 'search', 'fecha_entrada', 'fecha_salida', 'hospedaje_id', 'tipo_hospedaje_id', 'excluir_reserva_id', 'saldo', '_t'],
    ],
    ['/api/endpoints/reservas', 'post', 'reservas', []],
    ['/api/endpoints/reservas', 'put', 'reservas', []],
    ['/api/endpoints/reservas', 'delete', 'reservas', ['id']],
    ['/api/endpoints/reserva-rapida', 'post', 'reservas', []],
    ['/api/endpoints/pagos', 'get', 'pagos', ['reserva_id', 'id', 'reporte_cobros', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje', 'cobros_mensuales', 'meses', '_t']],
    ['/api/endpoints/pagos', 'post', 'pagos', []],
    ['/api/endpoints/pagos', 'put', 'pagos', []],
    ['/api/endpoints/pagos', 'delete', 'pagos', ['id']],
    ['/api/endpoints/reservas/confirmar', 'post', 'reservas', []],
    ['/api/endpoints/configuracion', 'get', 'configuracion', []],
    ['/api/endpoints/configuracion', 'put', 'configuracion', []],
    [
      '/api/endpoints/hospedajes',
      'get',
      'hospedajes',
      ['id', 'tipos', 'disponibilidad', 'tipo_hospedaje_id', 'hospedaje_id', 'fecha_entrada', 'fecha_salida', 'excluir_reserva_id', 'precio', 'cantidad_personas', 'metodo_pago', 'precios_camping', 'cantidad_adultos', 'cantidad_menores', 'cantidades_personas', 'todos_precios'],
    ],
    ['/api/endpoints/hospedajes', 'put', 'hospedajes', []],
  ])('documents %s %s with a tag, a summary and its query parameters', (path, method, tag, params) => {
    for (const spelling of [path, `${path}.php`]) {
      const op = paths[spelling]?.[method];
      expect(op).toBeDefined();
      expect(op.tags).toContain(tag);
      expect(op.summary).toEqual(expect.any(String));
      expect((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual([...params].sort());
      if (['post', 'put'].includes(method)) expect(op.requestBody).toBeDefined();
    }
  });

  it.each([
    ['/api/endpoints/hoy', 'get', 'hoy', ['fecha', '_t']],
    ['/api/endpoints/reservas/checkin', 'post', 'reservas', []],
    ['/api/endpoints/reservas/checkout', 'post', 'reservas', []],
    ['/api/endpoints/reservas/no-show', 'post', 'reservas', []],
  ])('documents the call %s %s of issue 17 (new paths only, no .php spelling)', (path, method, tag, params) => {
    const op = paths[path]?.[method];
    expect(op).toBeDefined();
    expect(op.tags).toContain(tag);
    expect(op.summary).toEqual(expect.any(String));
    expect((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual([...params].sort());
    if (method === 'post') expect(op.requestBody).toBeDefined();
    expect(paths[`${path}.php`]).toBeUndefined();
  });

  it.each([
    ['/api/endpoints/reservas', RESERVAS_GET_VARIANTS],
    ['/api/endpoints/clientes', CLIENTES_GET_VARIANTS],
    ['/api/endpoints/hospedajes', HOSPEDAJES_GET_VARIANTS],
  ] as Array<[string, ReadonlyArray<QueryVariant<never>>]>)('lists every variant of GET %s in the order it is chosen, each parameter documented', (path, variants) => {
    for (const spelling of [path, `${path}.php`]) {
      const op = paths[spelling].get;
      const numbered = (op.description ?? '').split('\n').filter((line) => /^\d+\. /.test(line));
      expect(numbered).toEqual(variants.map((v, i) => `${i + 1}. ${v.doc}`));
      const documented = new Set((op.parameters ?? []).map((p) => p.name));
      expect(variants.flatMap((v) => v.params).filter((name) => !documented.has(name))).toEqual([]);
    }
  });

  it('answers an unknown call or method with a Spanish 404', async () => {
    for (const res of [
      await agent.get('/api/endpoints/cobranzas'),
      await agent.patch('/api/endpoints/clientes').send({}),
      await t.http().get('/api/endpoints/nada'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: MSG.recursoNoEncontrado, error: true });
    }
  });
});
