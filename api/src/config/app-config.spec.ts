import { defaultPoolSize } from '../database/pool-size';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const base = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };

  it('applies defaults', () => {
    const config = loadConfig(base);
    expect(config.PORT).toBe(3000);
    expect(config.ADMIN_USER).toBe('admin');
    expect(config.DEMO_DATA).toBe(false);
  });

  it('names the wrong variable in Spanish', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'abc' })).toThrow(/PORT: debe ser un número de puerto/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: debe empezar con postgres/);
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'corta' })).toThrow(/ADMIN_PASSWORD: debe tener al menos 8/);
    expect(() => loadConfig({ ...base, BUSINESS_HOURS: '8 a 22' })).toThrow(/BUSINESS_HOURS: debe ser HH:MM-HH:MM/);
  });

  it('reads remote overrides', () => {
    const config = loadConfig({ ...base, REMOTE_MF_CALENDAR_URL: 'https://cdn.example.com/cal/mf-manifest.json' });
    expect(config.remoteOverrides).toEqual({ 'mf-calendar': 'https://cdn.example.com/cal/mf-manifest.json' });
  });

  it('sizes the database pool to the machine unless told', () => {
    expect(loadConfig(base).DATABASE_POOL_SIZE).toBe(defaultPoolSize());
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: debe estar entre 1 y 100/);
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: 'muchas' })).toThrow(/DATABASE_POOL_SIZE: debe ser un número de conexiones/);
  });
});

describe('loadConfig: the HTTP edge and the database timeouts', () => {
  const base = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };

  it('reads PUBLIC_ORIGIN as a list of origins, empty by default', () => {
    expect(loadConfig(base).PUBLIC_ORIGIN).toEqual([]);
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://camping.com.ar, https://www.camping.com.ar/' }).PUBLIC_ORIGIN).toEqual([
      'https://camping.com.ar',
      'https://www.camping.com.ar',
    ]);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'camping.com.ar' })).toThrow(/PUBLIC_ORIGIN: "camping.com.ar" no es un origen/);
    expect(() => loadConfig({ ...base, PUBLIC_ORIGIN: 'https://camping.com.ar/admin' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('has database timeouts by default and checks them', () => {
    expect(loadConfig(base)).toMatchObject({ DATABASE_ACQUIRE_TIMEOUT_MS: 5000, DATABASE_STATEMENT_TIMEOUT_MS: 15_000 });
    expect(loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: '2000' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(2000);
    expect(() => loadConfig({ ...base, DATABASE_ACQUIRE_TIMEOUT_MS: '10' })).toThrow(/DATABASE_ACQUIRE_TIMEOUT_MS: debe estar entre 100 y 60000/);
    expect(() => loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: 'mucho' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS: debe ser un número/);
  });

  it('keeps answers unless told not to', () => {
    expect(loadConfig(base).KEPT_ANSWERS).toBe(true);
    expect(loadConfig({ ...base, KEPT_ANSWERS: '0' }).KEPT_ANSWERS).toBe(false);
    expect(loadConfig({ ...base, KEPT_ANSWERS: 'false' }).KEPT_ANSWERS).toBe(false);
    expect(() => loadConfig({ ...base, KEPT_ANSWERS: 'no' })).toThrow(/KEPT_ANSWERS: debe ser 0, 1, true o false/);
  });

  it('does not serve source maps unless asked', () => {
    expect(loadConfig(base).SERVE_SOURCE_MAPS).toBe(false);
    expect(loadConfig({ ...base, SERVE_SOURCE_MAPS: '1' }).SERVE_SOURCE_MAPS).toBe(true);
  });
});

describe('defaultPoolSize', () => {
  it.each([
    [1, 4],
    [2, 6],
    [4, 10],
    [16, 20],
  ])('gives %i cores %i connections', (cores, size) => {
    expect(defaultPoolSize(cores)).toBe(size);
  });
});
