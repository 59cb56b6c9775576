import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_HOME, ADMIN_ROUTE_TABLE, NAV_GROUPS, SHELL_SCREENS, matchAdminPath, navFor, screenOf, screensOf } from './admin-routes';
import { REMOTES } from './remotes';

const ROOT = path.resolve(__dirname, '../../..');
const admin = { rol: 'admin' as const };
const recepcion = { rol: 'recepcion' as const };

/** The entries of the bar as label lists per group. */
const bar = (user: { rol: 'admin' | 'recepcion' } | null) => navFor(user).map(({ group, entries }) => [group, entries.map((e) => e.label)]);

describe('the admin route table', () => {
  it("names only remotes that exist, admin ones (or the shell's own screens)", () => {
    const admins = REMOTES.filter((r) => r.admin).map((r) => r.workspace);
    for (const route of ADMIN_ROUTE_TABLE) expect([...admins, SHELL_SCREENS]).toContain(route.remote);
  });

  it('gives every admin remote a screen, and each screen its own name within its remote', () => {
    for (const remote of REMOTES.filter((r) => r.admin)) {
      const screens = screensOf(remote.workspace);
      expect(screens.length).toBeGreaterThan(0);
      expect(new Set(screens).size).toBe(screens.length);
    }
  });

  it("has every screen of a remote in that remote's screen switch", () => {
    for (const remote of REMOTES.filter((r) => r.admin)) {
      const app = path.join(ROOT, remote.workspace, 'src/app/app.tsx');
      expect(existsSync(app)).toBe(true);
      const source = readFileSync(app, 'utf8');
      for (const screen of screensOf(remote.workspace)) expect(source).toContain(`case '${screen}':`);
    }
  });

  it('has one row per path and a home that is a row', () => {
    const paths = ADMIN_ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(ADMIN_HOME);
  });

  it('keeps the roles of docs/staff.md: reports, history, users and Módulos for administrators only', () => {
    const adminOnly = ADMIN_ROUTE_TABLE.filter((r) => !r.roles.includes('recepcion')).map((r) => r.path);
    expect(adminOnly.sort()).toEqual(['historial', 'modulos', 'registro-huespedes', 'reportes', 'usuarios']);
    for (const route of ADMIN_ROUTE_TABLE) expect(route.roles).toContain('admin');
  });

  it('draws the bar in three groups, reception without the admin-only entries', () => {
    expect(NAV_GROUPS).toEqual(['Operación', 'Clientes y precios', 'Administración']);
    expect(bar(admin)).toEqual([
      ['Operación', ['Calendario', 'Hoy', 'Limpieza', 'Reserva Rápida', 'Reservas', 'Caja']],
      ['Clientes y precios', ['Clientes', 'Precios', 'Canales']],
      ['Administración', ['Reportes', 'Historial', 'Registro de huéspedes', 'Usuarios', 'Configuración', 'Módulos']],
    ]);
    expect(bar(recepcion)).toEqual([
      ['Operación', ['Calendario', 'Hoy', 'Limpieza', 'Reserva Rápida', 'Reservas', 'Caja']],
      ['Clientes y precios', ['Clientes', 'Precios', 'Canales']],
      ['Administración', ['Configuración']],
    ]);
    expect(bar(null)).toEqual([]);
    const canales = navFor(admin)[1].entries.find((e) => e.label === 'Canales');
    expect(canales).toEqual({ label: 'Canales', to: '/admin/canales', badge: 'conflictos' });
  });

  it.each([
    ['/admin/reservas', 'reservas', {}],
    ['/admin/reservas/12', 'reserva', { id: '12' }],
    ['/Admin/Clientes/7/', 'cliente', { id: '7' }],
    ['/admin/calendario/planilla', 'planilla', {}],
    ['/admin/modulos', 'modulos', {}],
  ])('finds the row of %s', (pathname, screen, params) => {
    expect(matchAdminPath(pathname)).toEqual({ route: expect.objectContaining({ screen }), params });
  });

  it.each(['/admin', '/admin/', '/admin/nada', '/admin/reservas/12/pagos', '/administrar', '/camping'])('finds no row for %s', (pathname) => {
    expect(matchAdminPath(pathname)).toBeNull();
  });

  it("names a remote's screen by the shell's prop, else by the path, else the remote's own default", () => {
    expect(screenOf({ screen: 'hoy', pathname: '/admin/reservas' }, 'reservas')).toBe('hoy');
    expect(screenOf({ pathname: '/admin/reserva-rapida' }, 'reservas')).toBe('reserva-rapida');
    expect(screenOf({ pathname: '/' }, 'reservas')).toBe('reservas');
  });
});
