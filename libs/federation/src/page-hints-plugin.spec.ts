import { PAGE_HINTS_FILE } from '@camping/contracts/page-hints';
import { PAGE_HINTS_FILE_NAME } from './page-hints-plugin';

describe('PageHintsPlugin', () => {
  it('writes the file the server reads', () => {
    expect(PAGE_HINTS_FILE_NAME).toBe(PAGE_HINTS_FILE);
  });
});
