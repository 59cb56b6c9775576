import { readFileSync } from 'node:fs';
import { ADMIN_SHARED, SHARED_SINGLETONS, sharedConfig } from './shared-singletons';

describe('sharedConfig', () => {
  it('gives each shared prefix of ours a package.json the federation plugin can resolve (no DEP0155, a version)', () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const shared = sharedConfig({ '@camping/ui': '1.0.0', '@camping/contracts': '1.0.0' });
      for (const name of SHARED_SINGLETONS.filter((entry) => entry.endsWith('/'))) {
        const packageName = shared[name].packageName!;
        expect(packageName).toBe(`${name}package.json`);
        // What the plugin does with it: resolve, then read the version from the package.json found.
        expect(JSON.parse(readFileSync(require.resolve(packageName), 'utf8')).version).toBe('1.0.0');
      }
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => message.includes('trailing slash'))).toEqual([]);
  });
});

describe('the workspace libraries as a contract', () => {
  it('asks for at least the version a build was made with, strictly; React and sonner exactly, leniently', () => {
    const shared = sharedConfig({ '@camping/ui': '1.2.0', '@camping/contracts': '1.1.0', react: '19.3.1' });
    expect(shared['@camping/contracts/']).toMatchObject({ requiredVersion: '^1.1.0', strictVersion: true });
    expect(shared['@camping/ui/']).toMatchObject({ requiredVersion: '^1.2.0', strictVersion: true });
    expect(shared.react.requiredVersion).toBe('19.3.1');
    expect(shared.react).not.toHaveProperty('strictVersion');
  });
});

describe('TanStack Query', () => {
  it('is one shared singleton in a remote that depends on it (the admin remotes), at its version', () => {
    const shared = sharedConfig({ '@camping/ui': '1.0.0', '@camping/contracts': '1.0.0', '@tanstack/react-query': '5.108.0' });
    expect(ADMIN_SHARED).toContain('@tanstack/react-query');
    expect(shared['@tanstack/react-query']).toEqual({ singleton: true, requiredVersion: '5.108.0' });
  });

  it('is not shared by a build that does not depend on it (mf-public): the public pages neither provide nor load it', () => {
    const shared = sharedConfig({ '@camping/ui': '1.0.0', '@camping/contracts': '1.0.0', react: '19.3.1' });
    expect(shared).not.toHaveProperty('@tanstack/react-query');
  });

  it('is not in the host\'s share table: the shell\'s entry, on every public page, carries nothing of it', () => {
    const shared = sharedConfig({ '@tanstack/react-query': '5.108.0', react: '19.3.1' }, true);
    expect(shared).not.toHaveProperty('@tanstack/react-query');
    expect(shared.react.eager).toBe(true);
  });
});
