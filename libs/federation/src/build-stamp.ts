/**
 * What a build says about itself (issue 20): its workspace's package.json version and the git commit it was built
 * from. A remote carries it in its mf-manifest.json (`metaData.buildInfo`), so the server and the «Módulos» screen
 * read it wherever the remote is deployed; every build also writes it to `build-info.json` (the shell's is read by
 * the server for GET /api/remotes).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildStamp {
  version: string | null;
  commit: string | null;
}

/** BUILD_COMMIT wins (a CI that builds from an exported tree), else `git rev-parse`, else null (not a checkout). */
export function currentCommit(dir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.BUILD_COMMIT) return env.BUILD_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim() || null;
  } catch {
    return null;
  }
}

export function buildStamp(dir: string, env: NodeJS.ProcessEnv = process.env): BuildStamp {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  return { version: pkg.version ?? null, commit: currentCommit(dir, env) };
}

/** The manifest plugin's hook: the stamp goes into `metaData.buildInfo` beside the plugin's own buildVersion. */
export function stampManifest(stamp: BuildStamp) {
  return ({ stats }: { stats: { metaData: { buildInfo?: object } } }) => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, version: stamp.version, commit: stamp.commit };
    return stats as never;
  };
}

/** Writes build-info.json next to the build's other files. */
export class BuildInfoPlugin {
  constructor(private readonly stamp: BuildStamp) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(JSON.stringify(this.stamp)));
      });
    });
  }
}
