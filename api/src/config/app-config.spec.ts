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
  });

  it('reads remote overrides', () => {
    const config = loadConfig({ ...base, REMOTE_MF_CALENDAR_URL: 'https://cdn.example.com/cal/mf-manifest.json' });
    expect(config.remoteOverrides).toEqual({ 'mf-calendar': 'https://cdn.example.com/cal/mf-manifest.json' });
  });
});
