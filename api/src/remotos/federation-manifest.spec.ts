import { MSG } from '@camping/contracts/messages';
import { checkFederationManifest } from './federation-manifest';

const manifest = (overrides: Record<string, unknown> = {}) => ({
  id: 'mf_reports',
  name: 'mf_reports',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: '1.0.0', version: '1.2.0', commit: 'abc123def456' } },
  exposes: [{ path: './export-app' }],
  ...overrides,
});

describe('checkFederationManifest', () => {
  it('reads the build stamp of a remote manifest', () => {
    expect(checkFederationManifest(manifest(), 'mf_reports')).toEqual({ ok: true, facts: { version: '1.2.0', commit: 'abc123def456' } });
  });

  it("falls back to the plugin's buildVersion when the build carries no stamp", () => {
    const unstamped = manifest({ metaData: { remoteEntry: { name: 'remoteEntry.js' }, buildInfo: { buildVersion: '0.9.0' } } });
    expect(checkFederationManifest(unstamped, 'mf_reports')).toEqual({ ok: true, facts: { version: '0.9.0', commit: null } });
  });

  it('refuses what is not a Module Federation manifest', () => {
    for (const data of [null, [], 'texto', { hola: 1 }, manifest({ metaData: {} }), manifest({ exposes: undefined })]) {
      expect(checkFederationManifest(data, 'mf_reports')).toEqual({ ok: false, message: MSG.remotoManifiestoInaccesible });
    }
  });

  it("refuses another remote's manifest and one that does not expose the app", () => {
    expect(checkFederationManifest(manifest(), 'mf_calendar')).toEqual({ ok: false, message: MSG.remotoOtroModulo });
    expect(checkFederationManifest(manifest({ exposes: [{ path: './otra' }] }), 'mf_reports')).toEqual({
      ok: false,
      message: MSG.remotoManifiestoInaccesible,
    });
  });
});
