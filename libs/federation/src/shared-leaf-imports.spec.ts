import path from 'node:path';
import { leafModules, sharedRequestFor, type SharedLibrary } from './shared-leaf-imports';

const CONTRACTS: SharedLibrary = { name: '@camping/contracts', src: path.resolve(__dirname, '../../contracts/src') };

describe('shared leaf imports', () => {
  const leaves = leafModules(CONTRACTS, ['messages']);

  it('finds the contracts modules that import no other module of contracts, and takes a listed one that imports only those', () => {
    const requests = [...leaves.values()];
    expect(requests).toEqual(
      expect.arrayContaining(['@camping/contracts/messages-publico', '@camping/contracts/dates', '@camping/contracts/domain']),
    );
    // messages.ts spreads messages-publico.ts: shared because it is listed, not found.
    expect(requests).toContain('@camping/contracts/messages');
    expect(leafModules(CONTRACTS).has(path.join(CONTRACTS.src, 'messages'))).toBe(false);
    // format.ts imports ./dates and ./messages; api/publico.ts imports by package name: neither is a leaf.
    expect(requests).not.toContain('@camping/contracts/format');
    expect(requests).not.toContain('@camping/contracts/api/publico');
    expect(requests.some((request) => /\.(spec|test)$|\/testing\//.test(request))).toBe(false);
  });

  it('stops the build when a listed module imports one that is not a leaf (a cycle could wait on itself)', () => {
    expect(() => leafModules(CONTRACTS, ['api/http'])).toThrow('shared-leaf-imports: api/http no existe o importa');
    expect(() => leafModules(CONTRACTS, ['no-existe'])).toThrow('shared-leaf-imports: no-existe no existe');
  });

  it('sends a relative import of a leaf inside contracts to the shared module, and leaves every other import alone', () => {
    const api = path.join(CONTRACTS.src, 'api');
    expect(sharedRequestFor('../messages', api, [CONTRACTS], leaves)).toBe('@camping/contracts/messages');
    expect(sharedRequestFor('./dates', CONTRACTS.src, [CONTRACTS], leaves)).toBe('@camping/contracts/dates');
    expect(sharedRequestFor('../format', api, [CONTRACTS], leaves)).toBeNull();
    expect(sharedRequestFor('zod', api, [CONTRACTS], leaves)).toBeNull();
    // Outside contracts (a remote's own folder) a relative import is that build's own business.
    expect(sharedRequestFor('./messages', path.resolve(CONTRACTS.src, '../../../mf-public/src'), [CONTRACTS], leaves)).toBeNull();
  });
});
