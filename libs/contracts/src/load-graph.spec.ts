import { compareVersions, filesToLoad, type LoadGraph, type PageBuild } from './load-graph';

const step = (files: string[], consumes: string[] = []) => ({ files, consumes });
const provide = (version: string, files: string[], consumes: string[] = []) => ({ version, files, consumes });

/** A shell with its app and admin area, React in its entry (eager: no files), and two libraries of its own. */
const shellGraph: LoadGraph = {
  parts: {
    bootstrap: step(['boot.1.js', 'boot.1.css'], ['react', '@camping/contracts/messages']),
    'admin-area': step(['admin.2.js'], ['@camping/contracts/messages', '@camping/ui/dialog']),
  },
  provides: {
    react: provide('19.3.1', []),
    '@camping/contracts/messages': provide('1.0.0', ['msg.3.js']),
    '@camping/ui/dialog': provide('1.0.0', ['dialog.4.js'], ['react', '@camping/contracts/messages']),
    '@camping/contracts/format': provide('1.0.0', ['format.5.js'], ['@camping/contracts/dates']),
    '@camping/contracts/dates': provide('1.0.0', ['dates.6.js']),
  },
};

/** A remote whose screen needs libraries the shell has (React in its entry, format) and some it has not. */
const remoteGraph: LoadGraph = {
  parts: {
    './export-app': step(['expose.a.js', 'screen.b.js', 'screen.b.css'], ['react', '@camping/contracts/format', '@camping/contracts/reserva', 'sonner']),
  },
  provides: {
    react: provide('19.3.1', ['react.r1.js']),
    '@camping/contracts/format': provide('1.0.0', ['format.r2.js']),
    '@camping/contracts/dates': provide('1.0.0', ['dates.r3.js']),
    '@camping/contracts/reserva': provide('1.0.0', ['reserva.r4.js', 'zod.r5.js'], ['@camping/contracts/dates']),
    sonner: provide('2.0.8', ['sonner.r6.js']),
    // Not consumed by the screen: never announced.
    '@camping/contracts/wizard': provide('1.0.0', ['wizard.r7.js']),
  },
};

const shell: PageBuild = { graph: shellGraph, base: '/' };
const remote: PageBuild = { graph: remoteGraph, base: '/remotes/mf-reservations/' };

describe('filesToLoad', () => {
  it("lists a part's files, then those of the shared modules it consumes, each once", () => {
    const parts = [
      { build: shell, part: 'bootstrap', registered: [shell] },
      { build: shell, part: 'admin-area', registered: [shell] },
    ];
    expect(filesToLoad(parts)).toEqual([
      '/boot.1.js',
      '/boot.1.css',
      '/msg.3.js',
      '/admin.2.js',
      '/dialog.4.js',
    ]);
  });

  it('takes a shared module from the shell when it has it, else from the remote, following what each consumes', () => {
    const files = filesToLoad([
      { build: shell, part: 'bootstrap', registered: [shell] },
      { build: remote, part: './export-app', registered: [shell, remote] },
    ]);
    expect(files).toEqual([
      '/boot.1.js',
      '/boot.1.css',
      '/msg.3.js',
      '/remotes/mf-reservations/expose.a.js',
      '/remotes/mf-reservations/screen.b.js',
      '/remotes/mf-reservations/screen.b.css',
      // The shell's format and the dates it needs; React costs nothing (the shell's entry has it).
      '/format.5.js',
      '/remotes/mf-reservations/reserva.r4.js',
      '/remotes/mf-reservations/zod.r5.js',
      '/remotes/mf-reservations/sonner.r6.js',
      '/dates.6.js',
    ]);
  });

  it('takes the highest version of a shared module, whichever build offers it, and keeps the first on a tie', () => {
    const withOldSonner: PageBuild = { ...shell, graph: { ...shellGraph, provides: { ...shellGraph.provides, sonner: provide('2.0.7', ['sonner.s.js']) } } };
    const files = filesToLoad([{ build: remote, part: './export-app', registered: [withOldSonner, remote] }]);
    expect(files).toContain('/remotes/mf-reservations/sonner.r6.js');
    expect(files).not.toContain('/sonner.s.js');
    const sameSonner: PageBuild = { ...shell, graph: { ...shellGraph, provides: { ...shellGraph.provides, sonner: provide('2.0.8', ['sonner.s.js']) } } };
    expect(filesToLoad([{ build: remote, part: './export-app', registered: [sameSonner, remote] }])).toContain('/sonner.s.js');
  });

  it('resolves a part against the builds registered when it loads', () => {
    const newerMessages: PageBuild = {
      ...remote,
      graph: { ...remoteGraph, provides: { ...remoteGraph.provides, '@camping/contracts/messages': provide('1.1.0', ['msg.r8.js']) } },
    };
    // The shell's area loads before any remote is registered: the shell's own copy, whatever a remote offers later.
    expect(filesToLoad([{ build: shell, part: 'admin-area', registered: [shell] }])).toContain('/msg.3.js');
    expect(filesToLoad([{ build: shell, part: 'admin-area', registered: [shell, newerMessages] }])).toContain('/remotes/mf-reservations/msg.r8.js');
  });

  it('skips a part the build does not have', () => {
    expect(filesToLoad([{ build: shell, part: 'otra', registered: [shell] }])).toEqual([]);
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.10.0', '1.9.3', 1],
    ['2.0.8', '2.1.0', -1],
    ['19.3.1-rc.1', '19.3.1', 0],
    ['1', '1.0.1', -1],
  ])('%s against %s is %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});
