import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-clients',
  title: 'Clientes y precios',
});
