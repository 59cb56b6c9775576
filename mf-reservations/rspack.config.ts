import { createFederatedConfig } from '@camping/federation';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'mf-reservations',
  title: 'Reservas',
});
