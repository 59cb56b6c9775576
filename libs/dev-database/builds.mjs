/** Which workspaces need a build: a missing output, or a source newer than it. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './database.mjs';

const FRONT_END_LIBS = ['libs/contracts/src', 'libs/ui/src', 'libs/federation/src', 'libs/federation/remotes.json'];

export const BUILDS = [
  { workspace: 'api', output: 'api/dist/main.js', inputs: ['api/src', 'libs/contracts/src', 'libs/federation/remotes.json'] },
  { workspace: 'shell', output: 'shell/dist/index.html', inputs: ['shell/src', 'shell/public', 'shell/index.html', ...FRONT_END_LIBS] },
  ...['mf-public', 'mf-calendar', 'mf-reservations', 'mf-clients', 'mf-reports'].map((ws) => ({
    workspace: ws,
    output: `${ws}/dist/mf-manifest.json`,
    inputs: [`${ws}/src`, `${ws}/public`, `${ws}/index.html`, ...FRONT_END_LIBS],
  })),
];

function newestMtime(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function staleBuilds() {
  return BUILDS.filter(({ output, inputs }) => {
    const out = path.join(ROOT, output);
    if (!existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return inputs.some((input) => newestMtime(input) > built);
  }).map((b) => b.workspace);
}
