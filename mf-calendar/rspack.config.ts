import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-calendar',
  title: 'Calendario de reservas',
});
