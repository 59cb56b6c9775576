/**
 * The current Node LTS, fetched as a package from the npm registry (the `node` package brings the platform's binary;
 * npx keeps it in npm's cache, so only a fresh machine downloads it). `npm test` runs the API's second pass and the
 * browser tests' server on it, so every release is proven on a runtime that gets security fixes, while the project
 * keeps starting on the Node 20 a fresh machine has (docs/testing.md).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from '@camping/dev-database/database';

export const LTS_NODE_VERSION = '24.21.0';

/** The path of the LTS `node` executable, checked to be that version. */
export async function ltsNode() {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', `node@${LTS_NODE_VERSION}`, '-p', 'process.version + " " + process.execPath'],
    { cwd: ROOT, maxBuffer: 1024 * 1024 },
  );
  const [version, executable] = stdout.trim().split(' ');
  if (version !== `v${LTS_NODE_VERSION}`) throw new Error(`npx dio Node ${version}, no ${LTS_NODE_VERSION}`);
  return executable;
}
