import { createFederatedConfig } from '@camping/federation';

const base = createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-reservations',
  title: 'Reservas',
});

/**
 * ES imports resolve with the `import` condition only. date-fns lists `require` before `import` in its exports, so
 * with both conditions active an `import` of date-fns (react-day-picker's) pulled the whole CommonJS library
 * (~1 MB, not tree-shaken) into the bundle.
 */
const ESM_CONDITIONS = ['source', 'import', 'module', 'browser', 'default'];

export default (env: Parameters<typeof base>[0], argv: Parameters<typeof base>[1]) => {
  const config = base(env, argv);
  config.resolve = {
    ...config.resolve,
    byDependency: { ...config.resolve?.byDependency, esm: { conditionNames: ESM_CONDITIONS } },
  };
  return config;
};
