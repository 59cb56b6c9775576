import { existsSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGE_SHARED, publicSharedModule } from './public-shared-chunk';

const LIBS = path.resolve(__dirname, '../..');

describe('the public pages’ shared chunk', () => {
  it.each(PUBLIC_PAGE_SHARED)('names %s, a module that exists (a rename would quietly leave it out)', (file) => {
    const found = ['.ts', '.tsx'].map((ext) => path.join(LIBS, file + ext)).find((candidate) => existsSync(candidate));
    expect(found).toBeDefined();
    expect(publicSharedModule.test(found!)).toBe(true);
    expect(publicSharedModule.test(found!.replace(/\//g, '\\'))).toBe(true);
  });

  it('takes nothing else: not a schema, not a module whose name only starts the same', () => {
    expect(publicSharedModule.test(path.join(LIBS, 'contracts/src/schemas/reserva.ts'))).toBe(false);
    expect(publicSharedModule.test(path.join(LIBS, 'contracts/src/messages-publico-extra.ts'))).toBe(false);
    // The staff's catalogue stays out of the public pages (issue 34).
    expect(publicSharedModule.test(path.join(LIBS, 'contracts/src/messages.ts'))).toBe(false);
    expect(publicSharedModule.test(path.join(LIBS, 'ui/src/spinner.css'))).toBe(false);
    expect(publicSharedModule.test('/node_modules/x/libs/contracts/src/dates.js')).toBe(false);
  });
});
