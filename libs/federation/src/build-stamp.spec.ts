import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStamp, currentCommit, stampManifest } from './build-stamp';

describe('build stamp', () => {
  it("reads the workspace's version and the commit CI names", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stamp-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-x', version: '2.3.4' }));
    expect(buildStamp(dir, { BUILD_COMMIT: 'deadbeef' })).toEqual({ version: '2.3.4', commit: 'deadbeef' });
  });

  it('asks git for the commit of a checkout, and says null outside one', () => {
    expect(currentCommit(__dirname, {})).toMatch(/^[0-9a-f]{12}$/);
    expect(currentCommit(mkdtempSync(path.join(tmpdir(), 'no-git-')), { GIT_CEILING_DIRECTORIES: tmpdir() })).toBeNull();
  });

  it("adds the stamp to the manifest's buildInfo, keeping the plugin's own fields", () => {
    const stats = { metaData: { buildInfo: { buildVersion: '1.0.0', buildName: 'mf-x' } } };
    expect(stampManifest({ version: '2.3.4', commit: 'deadbeef' })({ stats })).toEqual({
      metaData: { buildInfo: { buildVersion: '1.0.0', buildName: 'mf-x', version: '2.3.4', commit: 'deadbeef' } },
    });
  });
});
