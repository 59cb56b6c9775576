#!/usr/bin/env node
/** `npm run dev -w api`: the API alone, compiled on change and restarted. */
import { run } from '@camping/dev-database/run';

await run('npm', ['run', 'build', '-w', '@camping/contracts']);
await run('npx', ['tsc', '-p', 'api/tsconfig.build.json']);
await Promise.all([
  run('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, ['--watch', 'api/dist/main.js']),
]);
