/**
 * Shared jest presets. swc compiles TypeScript (and Nest 12's ESM packages) to CommonJS; workspace libraries resolve
 * to their TypeScript source through the `source` export condition. Tests run under a fixed zone west of UTC unless
 * TZ is set, because booking code breaks at midnight (docs/testing.md).
 */
process.env.TZ = process.env.TZ || 'America/Argentina/San_Luis';

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function base(dir) {
  return {
    rootDir: dir,
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    // ESM-only packages jest must compile: Nest 12, ours, content-disposition 3 (inside @fastify/static) and n2words
    // (receipts' amounts in words).
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@camping|content-disposition|@fastify/static/node_modules/content-disposition|n2words)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

exports.swcTransform = swcTransform;

exports.nodePreset = (dir, extra = {}) => ({
  ...base(dir),
  testEnvironment: require.resolve('./jest.node-environment.js'),
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  ...extra,
});

exports.domPreset = (dir, extra = {}) => ({
  ...base(dir),
  testEnvironment: require.resolve('./jest.dom-environment.js'),
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  moduleNameMapper: {
    '\\.css$': require.resolve('./jest.style-stub.js'),
    '\\.(png|jpe?g|webp|avif|svg|gif|mp4|webm)$': require.resolve('./jest.file-stub.js'),
  },
  setupFilesAfterEnv: [require.resolve('./jest.dom-setup.js')],
  ...extra,
});

/**
 * A remote: its component tests (jsdom) and its contract with the API (src/contract/*.contract.ts, in Node against
 * the real server, docs/testing.md), both run by `npm test -w mf-<name>`. The contract projects of every remote share
 * one global setup, so a run of several remotes starts one server (api/dist on a fresh database with the demo data).
 * `alsoIn` names a second time zone whose twin projects run the same tests again (a remote whose screens do date math).
 */
exports.remotePreset = (dir, unit = exports.domPreset(dir), { alsoIn } = {}) => {
  const contract = exports.nodePreset(dir, {
    testMatch: ['<rootDir>/src/contract/**/*.contract.ts'],
    globalSetup: require.resolve('./jest.contract-setup.js'),
    globalTeardown: require.resolve('./jest.contract-teardown.js'),
  });
  const projects = [
    { displayName: 'unit', ...unit },
    { displayName: 'contract', ...contract },
  ];
  if (!alsoIn) return { projects };
  const inZone = (project) => ({
    ...project,
    displayName: `${project.displayName} · ${alsoIn}`,
    testEnvironmentOptions: { ...project.testEnvironmentOptions, timeZone: alsoIn },
  });
  return { projects: [...projects, ...projects.map(inZone)] };
};
