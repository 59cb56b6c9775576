import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-reports',
  title: 'Reportes de ingresos',
});
