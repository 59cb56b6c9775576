import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-public',
  title: 'Sitio público',
  staticDir: 'public',
});
