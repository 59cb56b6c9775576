import { createFederatedConfig } from '@camping/federation';

const federated = createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-calendar',
  title: 'Calendario de reservas',
});

/**
 * react-big-calendar pulls in CommonJS helpers (dom-helpers -> @babel/runtime) through `require()`. With the shared
 * condition list ('import' before 'require') a `require()` of @babel/runtime got its ES module and failed at run time
 * ("_interopRequireDefault is not a function"); `require()` calls resolve with the 'require' condition instead.
 */
export default (...args: Parameters<typeof federated>) => {
  const config = federated(...args);
  const conditionNames = config.resolve?.conditionNames ?? [];
  config.resolve = {
    ...config.resolve,
    byDependency: {
      ...config.resolve?.byDependency,
      commonjs: { conditionNames: conditionNames.filter((c) => c !== 'import') },
    },
  };
  return config;
};
