import { createFederatedConfig } from '@camping/federation';
// By path, not by package: Node loads this config, and the shell must build without contracts compiled first.
import { SHELL_ADMIN_PARTS } from '../libs/contracts/src/load-graph';

export default createFederatedConfig({
  dir: __dirname,
  workspace: 'shell',
  title: 'Camping y Cabañas · San Luis, Argentina',
  staticDir: 'public',
  // Every admin page loads these before its screen: the server announces their files (load-graph.json).
  lazyParts: SHELL_ADMIN_PARTS,
});
