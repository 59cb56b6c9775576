import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'shell',
  title: 'Camping y Cabañas · San Luis, Argentina',
  staticDir: 'public',
});
